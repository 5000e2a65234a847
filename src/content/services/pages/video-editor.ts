import { figures, figuresByCase } from "#shared/facts.ts";
import { atSentenceStart } from "#shared/german-grammar.ts";
import { singleServiceOfferSentence } from "../../pricing/single-services";
import { inPackages } from "../../pricing/plans";
import type { ServiceRecord } from "../schema";
import { serviceRequest } from "../service-requests";

const offer = singleServiceOfferSentence("video-editor");
/** "im Paket Start": the package with the monthly videos, as /preise lists it. */
const videoPackage = inPackages(figures.videosPerMonth);

export default {
  slug: "video-editor",
  title: "Video-Editor für Reels, TikTok und YouTube Shorts",
  description: `Kurze, mitreißende Videos mit KI-gestütztem Schnitt: ${figures.videosPerMonth} ${videoPackage} oder als Einzelleistung „Videoeditor/Cutter“ zum Festpreis.`,
  seoKeywords: [
    "Video-Editor",
    "Videos schneiden lassen",
    "Reels schneiden",
    "TikTok Videos erstellen lassen",
    "Cutter für Social Media",
  ],
  content: {
    variant: "full",
    hero: {
      title: "Videos, die in den ersten Sekunden überzeugen",
      intro: "Video-Editor mit KI",
      subtitle: `Geschnittene Kurzvideos für Reels, TikTok und YouTube Shorts: ${figures.videosPerMonth} ${videoPackage}.`,
      description: `Im Feed entscheiden die ersten Augenblicke, ob jemand stehen bleibt oder weiterwischt. Ich schneide aus Ihrem Rohmaterial kurze Videos mit starkem Einstieg, Untertiteln, Musik und klarer Botschaft, unterstützt von KI-Werkzeugen, die Schnitt und Untertitelung deutlich beschleunigen.`,
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
        question: "Was kostet der Videoschnitt?",
        answer: `Sie liefern das Material, ich schneide es. ${offer} ${atSentenceStart(videoPackage)} sind ${figures.videosPerMonth} enthalten. Ein Videodreh mit Kamerateam wird dagegen meist nach Aufwand berechnet: Drehtag, Technik und Schnitt.`,
      },
      {
        question: "Kann ich Änderungen wünschen?",
        answer: `Ja, ${figures.correctionRounds} ist enthalten. Änderungen an bis zu ${figures.correctionPartialShare} eines Videos setze ich innerhalb von ${figures.correctionPartialDays} um, einen vollständigen Neuschnitt innerhalb von ${figures.correctionFullDays}.`,
      },
      {
        question: "Welche Musik verwenden Sie?",
        answer:
          "Ich nutze lizenzfreie Musik oder die Bibliotheken der Plattformen, die für geschäftliche Konten freigegeben sind. Bekannte Hits aus den Charts sind in den Bibliotheken für Unternehmenskonten meist nicht enthalten, auch wenn andere Konten sie verwenden.",
      },
    ],
    features: {
      title: "Was der Videoschnitt umfasst",
      items: [
        {
          title: "Starker Einstieg",
          description:
            "Jedes Video beginnt mit einer Frage, einer Überraschung oder einem Ergebnis, damit der Daumen stehen bleibt.",
          icon: "bolt",
        },
        {
          title: "Untertitel im Markenstil",
          description:
            "Viele schauen ohne Ton. Gut lesbare Untertitel in Ihren Farben tragen die Botschaft auch stumm.",
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
            "Passend zum Inhalt, nicht überladen und mit Rücksicht auf die Lizenzregeln der jeweiligen Plattform.",
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
          text: "Eine automatische Abschrift liefert in kurzer Zeit Untertitel, die ich danach nur noch korrigiere und gestalte.",
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
          description:
            "Sie brauchen weder Studio noch Kamerateam; ein Smartphone und etwas Mut vor der Kamera genügen.",
        },
        {
          title: "Verlässlicher Rhythmus",
          description: `Mit ${figuresByCase.videosPerMonth.dative} ${videoPackage} bleiben Ihre Kanäle in Bewegung, und Ihr Publikum gewöhnt sich an regelmäßigen Nachschub.`,
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
          description:
            "Ich schneide, untertitele und vertone die Videos und passe sie an die Formate der Plattformen an.",
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
        "Beim Schneiden frage ich mich bei jeder Sekunde, ob sie das Video weiterbringt. Was nicht trägt, schneide ich heraus. So entstehen Clips, die kurzweilig sind und trotzdem zeigen, was Ihr Unternehmen besonders macht.",
    },
    cta: {
      title: "Machen Sie aus Rohmaterial Reichweite",
      description: `Die Einzelleistung „Videoeditor/Cutter“ finden Sie auf der Preisseite; ${videoPackage} sind ${figures.videosPerMonth} enthalten. Was davon zu Ihnen passt, klären Sie in einem kurzen Gespräch mit mir.`,
      ask: serviceRequest("video-editor"),
    },
  },
} satisfies ServiceRecord;
