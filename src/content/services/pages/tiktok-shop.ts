import { inPackages } from "../../pricing/plans";
import type { ServiceRecord } from "../schema";

export default {
  slug: "tiktok-shop",
  title: "TikTok Shop einrichten und Produkte verkaufen",
  description:
    "Verkaufen direkt in TikTok: Shop einrichten, Produkte anlegen, Videos verknüpfen, Creator gewinnen. Begleitung von der Anmeldung bis zur ersten Bestellung.",
  seoKeywords: ["TikTok Shop", "TikTok Shop einrichten", "Social Commerce", "Verkaufen auf TikTok", "TikTok Affiliate"],
  content: {
    variant: "full",
    hero: {
      title: "Verkaufen, wo Produkte entdeckt werden",
      intro: "TikTok Shop",
      subtitle: "Ihr Shop direkt in der App, verknüpft mit Videos und Livestreams.",
      description:
        "Viele Kaufideen entstehen heute beim Scrollen durch Videos. Im TikTok Shop können Zuschauer ein Produkt antippen und kaufen, ohne die App zu verlassen. Ich richte Ihren Shop ein, bereite Produkte und Versand vor, verknüpfe Videos mit Ihren Artikeln und helfe Ihnen, die ersten Verkäufe anzustoßen.",
      image: {
        src: "/images/services/tiktok-shop.svg",
        alt: "Illustration eines Smartphones mit Produktvideo, Einkaufswagen-Symbol und einer Versandbox",
        width: 640,
        height: 480,
      },
    },
    faq: [
      {
        question: "Welche Voraussetzungen brauche ich für den TikTok Shop?",
        answer:
          "Sie benötigen ein angemeldetes Gewerbe, Unterlagen zur Identitätsprüfung, ein Geschäftskonto für Auszahlungen und Produkte, die nach den Richtlinien von TikTok verkauft werden dürfen. Die Voraussetzungen gehe ich vor der Anmeldung mit Ihnen durch.",
      },
      {
        question: "Welche Produkte eignen sich?",
        answer:
          "Gut geeignet sind Produkte, die sich im Video zeigen lassen: Kosmetik, Mode, Küchenhelfer, Technikzubehör, Dekoration oder Lebensmittel. Erklärungsbedürftige Dienstleistungen sind dort weniger gut aufgehoben.",
      },
      {
        question: "Wer kümmert sich um Versand und Retouren?",
        answer:
          "Das bleibt in Ihrer Hand oder bei Ihrem Logistikpartner. Ich richte Versandvorlagen, Lieferzeiten und Rückgaberegeln so ein, dass sie zu Ihren Abläufen passen und die Vorgaben der Plattform erfüllen.",
      },
      {
        question: "Muss ich ständig live gehen?",
        answer:
          "Nein. Livestreams sind eine Möglichkeit, aber keine Pflicht. Kurze Produktvideos und die Zusammenarbeit mit Creatorn funktionieren auch ohne regelmäßige Livestreams.",
      },
    ],
    features: {
      title: "Was ich für Ihren TikTok Shop übernehme",
      items: [
        {
          title: "Anmeldung und Verifizierung",
          description:
            "Ich begleite die Registrierung als Verkäufer, die Prüfung Ihrer Unterlagen und die Verknüpfung mit Ihrem TikTok-Konto.",
          icon: "check",
        },
        {
          title: "Produktkatalog",
          description:
            "Titel, Beschreibungen, Varianten, Preise und Bilder lege ich so an, dass Ihre Produkte in der App gefunden werden und überzeugen.",
          icon: "cart",
        },
        {
          title: "Videos mit Produktlink",
          description:
            "Ihre Videos werden mit den passenden Produkten verknüpft, sodass Zuschauer direkt aus dem Clip heraus kaufen können.",
          icon: "video",
        },
        {
          title: "Creator-Kooperationen",
          description: "Über das Affiliate-Programm gewinne ich Creator, die Ihre Produkte gegen Provision vorstellen.",
          icon: "user",
        },
        {
          title: "Aktionen und Gutscheine",
          description:
            "Rabatte, Produktsets und Aktionen zu besonderen Anlässen geben Unentschlossenen einen Grund, jetzt zu kaufen.",
          icon: "rocket",
        },
      ],
    },
    aiAdvantages: {
      title: "KI für Ihren Start im Social Commerce",
      items: [
        {
          icon: "pen",
          text: "Produkttexte und Titel formuliert die KI vor, abgestimmt auf die Suchbegriffe, die in der App genutzt werden.",
        },
        {
          icon: "video",
          text: "Aus Produktfotos und kurzen Aufnahmen entstehen mit KI-Unterstützung mehrere Videovarianten für Shop und Feed.",
        },
        {
          icon: "search",
          text: "Trendanalysen zeigen, welche Produkte und Präsentationsformen in Ihrer Kategorie gerade gefragt sind.",
        },
        {
          icon: "chat",
          text: "Vorlagen für Kundenfragen im Shop-Postfach sparen Zeit und sorgen für schnelle, freundliche Antworten.",
        },
      ],
    },
    benefits: {
      title: "Warum ein TikTok Shop sinnvoll sein kann",
      items: [
        {
          title: "Kurzer Weg zum Kauf",
          description:
            "Zwischen Entdecken und Bestellen liegen nur wenige Fingertipps, ohne Umweg über eine externe Website.",
        },
        {
          title: "Reichweite über Creator",
          description:
            "Creator stellen Ihre Produkte ihrem Publikum vor, und eine Provision fällt nur an, wenn tatsächlich verkauft wird.",
        },
        {
          title: "Neue Kundengruppen",
          description:
            "Sie erreichen Menschen, die Ihren Onlineshop über eine Suchmaschine vermutlich nie gefunden hätten.",
        },
      ],
    },
    process: {
      title: "Ihr Weg zum ersten Verkauf",
      steps: [
        {
          title: "Sortiment und Voraussetzungen",
          description:
            "Ich wähle mit Ihnen die Produkte aus, die sich im Video am besten zeigen lassen, und sehe Unterlagen und Versandbedingungen auf Vollständigkeit durch.",
        },
        {
          title: "Shop einrichten",
          description:
            "Verkäuferkonto, Katalog, Versandvorlagen und Zahlungsdaten werden angelegt und auf Vollständigkeit geprüft.",
        },
        {
          title: "Inhalte verknüpfen",
          description:
            "Produktvideos entstehen oder werden aufbereitet und mit den Artikeln verbunden; erste Creator werden angefragt.",
        },
        {
          title: "Verkaufen und verbessern",
          description:
            "Ich beobachte Aufrufe, Klicks in den Shop und Bestellungen und passe Preise, Texte und Videos an.",
        },
      ],
    },
    personal: {
      title: "Zwischen Video und Warenkorb zu Hause",
      description:
        "Ich verbinde Inhalte und Handel: Ein gutes Produktvideo nützt wenig, wenn der Shop dahinter unvollständig ist, und umgekehrt. Deshalb betreue ich beides zusammen und achte darauf, dass Ihre Abläufe für Versand und Kundenservice mitwachsen.",
    },
    cta: {
      title: "Vom Video direkt zur Bestellung",
      description: `Die Einrichtung Ihres TikTok Shops ist ${inPackages("TikTok Shop einrichten")} enthalten, zusammen mit den übrigen Leistungen rund um Ihren Onlinehandel. Was das Paket umfasst, sehen Sie auf der Preisseite; den Preis nenne ich Ihnen auf Anfrage.`,
    },
  },
} satisfies ServiceRecord;
