import type { ServiceContent } from "../schema";

export default {
  variant: "full",
  hero: {
    title: "Videos, die in den ersten Sekunden überzeugen",
    intro: "Video-Editor mit KI",
    subtitle: "10 geschnittene Kurzvideos im Monat für Reels, TikTok und YouTube Shorts.",
    description:
      "Die Aufmerksamkeitsspanne im Feed liegt unter 8 Sekunden. Wer bis dahin nicht fesselt, wird weggewischt. Ich schneide aus Ihrem Rohmaterial kurze Videos mit starkem Einstieg, Untertiteln, Musik und klarer Botschaft, unterstützt von KI-Werkzeugen, die Schnitt und Untertitelung deutlich beschleunigen.",
    image: {
      src: "/images/services/video-editor.svg",
      alt: "Illustration einer Videoschnitt-Zeitleiste mit Clips und Untertitelspur neben einem Smartphone im Hochformat",
      width: 640,
      height: 480,
    },
  },
  faq: [
    {
      question: "Was muss ich an Material liefern?",
      answer:
        "Handyaufnahmen genügen in den meisten Fällen. Filmen Sie im Hochformat, bei gutem Licht und mit möglichst wenig Hintergrundlärm. Vorab bekommen Sie von mir eine kurze Liste mit Motiven und Sätzen, die sich für Ihre Branche eignen.",
    },
    {
      question: "Was kostet ein Videograf im Vergleich?",
      answer:
        "Ein Videograf berechnet oft rund 40 € pro Stunde, für ein fertiges Video von 5 Minuten können bis zu 2.000 € zusammenkommen. Der Videoschnitt als Einzelleistung kostet bei mir 159,99 €, und der Videoplan sieht 10 Videos pro Monat vor.",
    },
    {
      question: "Kann ich Änderungen wünschen?",
      answer:
        "Ja, eine Korrekturrunde ist enthalten. Änderungen an bis zur Hälfte eines Videos setze ich innerhalb von 3 Tagen um, einen kompletten Neuschnitt innerhalb von 7 Tagen.",
    },
    {
      question: "Welche Musik darf ich verwenden?",
      answer:
        "Ich nutze lizenzfreie Musik oder die Bibliotheken der Plattformen, die für geschäftliche Konten freigegeben sind. Bekannte Charthits sind für Unternehmenskonten meist tabu, auch wenn andere sie verwenden.",
    },
  ],
  features: {
    title: "Was Ihr Video-Editor liefert",
    items: [
      {
        title: "Starker Einstieg",
        description:
          "Jedes Video beginnt mit einer Frage, einer Überraschung oder einem Ergebnis, damit der Daumen stehen bleibt.",
        icon: "bolt",
      },
      {
        title: "Untertitel im Markenstil",
        description: "Viele schauen ohne Ton. Gut lesbare Untertitel in Ihren Farben tragen die Botschaft auch stumm.",
        icon: "pen",
      },
      {
        title: "Schnitt im richtigen Format",
        description:
          "Hochformat für Reels, TikTok und Shorts, auf Wunsch auch quadratische oder horizontale Versionen für Website und Anzeigen.",
        icon: "video",
      },
      {
        title: "Musik, Effekte und Übergänge",
        description:
          "Passend zum Inhalt, nie überladen und mit Rücksicht auf die Lizenzregeln der jeweiligen Plattform.",
        icon: "sparkles",
      },
      {
        title: "Klare Handlungsaufforderung",
        description:
          "Am Ende steht, was die Zuschauer tun sollen: folgen, einen Termin buchen oder im Shop vorbeischauen.",
        icon: "target",
      },
    ],
  },
  aiAdvantages: {
    title: "Wo KI beim Schnitt hilft",
    items: [
      {
        icon: "clock",
        text: "Automatische Transkription erstellt Untertitel in kurzer Zeit, die ich danach nur noch korrigiere und gestalte.",
      },
      {
        icon: "sparkles",
        text: "KI erkennt Versprecher, lange Pausen und Füllwörter und schlägt Schnittstellen vor, damit das Video Tempo bekommt.",
      },
      {
        icon: "layers",
        text: "Aus einem längeren Video findet die KI mehrere kurze Ausschnitte, die als eigene Clips funktionieren.",
      },
      {
        icon: "pen",
        text: "Titel, Beschreibungen und Hashtags für jede Plattform entstehen als Vorschläge direkt aus dem gesprochenen Text.",
      },
    ],
  },
  benefits: {
    title: "Ihr Gewinn",
    items: [
      {
        title: "Mehr Reichweite pro Aufnahme",
        description:
          "Aus einem Drehtag entstehen mehrere Videos, statt dass das Material ungenutzt auf dem Handy liegt.",
      },
      {
        title: "Professionell ohne Produktionsfirma",
        description: "Sie brauchen weder Studio noch Kamerateam; ein Smartphone und etwas Mut vor der Kamera genügen.",
      },
      {
        title: "Verlässlicher Rhythmus",
        description:
          "Mit 10 Videos pro Monat bleiben Ihre Kanäle in Bewegung, und Ihr Publikum gewöhnt sich an regelmäßigen Nachschub.",
      },
    ],
  },
  process: {
    title: "Vom Handyclip zum fertigen Video",
    steps: [
      {
        title: "Drehplan erhalten",
        description:
          "Ich schicke Ihnen Ideen und kurze Skripte, die Sie in einem Rutsch aufnehmen können, ohne lange zu proben.",
      },
      {
        title: "Material hochladen",
        description:
          "Sie laden die Aufnahmen in einen geteilten Ordner; verwackelte oder doppelte Versuche dürfen ruhig dabei sein.",
      },
      {
        title: "Schnitt und Feinschliff",
        description: "Ich schneide, untertitle, vertone und passe die Videos an die Formate der Plattformen an.",
      },
      {
        title: "Freigabe und Veröffentlichung",
        description:
          "Sie sehen sich die Videos an, wünschen Änderungen oder geben frei; auf Wunsch plane ich die Veröffentlichung gleich mit.",
      },
    ],
  },
  personal: {
    title: "Ein Auge für Tempo und Timing",
    description:
      "Beim Schneiden frage ich mich bei jeder Sekunde, ob sie das Video weiterbringt. Was nicht trägt, fliegt raus. So entstehen Clips, die kurzweilig sind und trotzdem zeigen, was Ihr Unternehmen besonders macht.",
  },
  cta: {
    title: "Machen Sie aus Rohmaterial Reichweite",
    description:
      "Den Videoschnitt finden Sie bei den Einzelleistungen auf der Preisseite, die Pläne mit Videoplan gleich daneben.",
  },
} satisfies ServiceContent;
