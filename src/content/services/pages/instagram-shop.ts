import { inPackages } from "../../pricing/plans";
import type { ServiceRecord } from "../schema";

export default {
  slug: "instagram-shop",
  title: "Instagram Shop erstellen lassen: Produkte direkt zeigen",
  description:
    "Produkte in Beiträgen, Storys und Reels markieren und Käufer direkt zum Angebot führen. Ich richte Ihren Instagram Shop ein und bringe ihn in Schwung.",
  seoKeywords: [
    "Instagram Shop",
    "Instagram Shopping einrichten",
    "Produkte markieren Instagram",
    "Social Commerce",
    "Instagram Shop erstellen lassen",
  ],
  content: {
    variant: "full",
    hero: {
      title: "Ihr Schaufenster auf Instagram",
      intro: "Instagram Shop",
      subtitle: "Produkte markieren, Kollektionen zeigen, Käufer auf direktem Weg zum Angebot führen.",
      description:
        "Wenn Ihre Beiträge gut ankommen, fragen Follower oft: „Wo kann ich das kaufen?“ Mit einem Instagram Shop ist die Antwort nur einen Tipp entfernt. Ich verbinde Ihren Produktkatalog mit Instagram, markiere Artikel in Beiträgen und Reels und gestalte den Shop so, dass Stöbern und Kaufen leichtfallen.",
      image: {
        src: "/images/services/instagram-shop.svg",
        alt: "Illustration eines Instagram-Profils mit Produktmarkierungen auf Bildern, einer Einkaufstasche und Preisschildern",
        width: 640,
        height: 480,
      },
    },
    faq: [
      {
        question: "Was brauche ich für einen Instagram Shop?",
        answer:
          "Ein Business- oder Creator-Konto, eine eigene Website mit Ihren Produkten, ein verknüpftes Business-Portfolio bei Meta und Produkte, die den Handelsrichtlinien entsprechen. Außerdem muss Ihr Konto für Shopping freigeschaltet werden; die Prüfung übernimmt Meta.",
      },
      {
        question: "Wird direkt in Instagram bezahlt?",
        answer:
          "In Deutschland führt ein Tipp auf die Produktmarkierung in der Regel zur Produktseite in Ihrem Onlineshop, wo der Kauf abgeschlossen wird. Welche Kaufmöglichkeiten es in der App gibt, hängt vom Land und von Meta ab; ich richte ein, was für Ihr Konto verfügbar ist.",
      },
      {
        question: "Muss ich meinen Katalog doppelt pflegen?",
        answer:
          "Nein. Ich verbinde Instagram mit Ihrem Shopsystem, etwa Shopify oder WooCommerce, sodass Preise und Verfügbarkeit automatisch abgeglichen werden.",
      },
      {
        question: "Was ist, wenn Meta mein Konto nicht freischaltet?",
        answer:
          "Meist fehlen Angaben, die Meta auf der Website sehen will, etwa ein Impressum, Rückgabebedingungen oder eindeutige Preise. Ob sie vorhanden sind, sehe ich vorab nach; die rechtliche Prüfung ihres Inhalts gehört nicht zu meiner Leistung. Bei einer Ablehnung kümmere ich mich um die Nachbesserung der Einrichtung.",
      },
    ],
    features: {
      title: "Was in der Einrichtung enthalten ist",
      items: [
        {
          title: "Katalog-Anbindung",
          description:
            "Ihr Produktkatalog wird über das Business-Portfolio mit Instagram verbunden und automatisch aktuell gehalten.",
          icon: "cart",
        },
        {
          title: "Freischaltung für Shopping",
          description:
            "Ich bereite Profil und Website so vor, dass die Prüfung durch Meta möglichst reibungslos verläuft.",
          icon: "check",
        },
        {
          title: "Kollektionen",
          description:
            "Produkte werden in thematische Gruppen sortiert, etwa Neuheiten, Lieblingsstücke oder Geschenkideen, damit Besucher schnell fündig werden.",
          icon: "layers",
        },
        {
          title: "Produktmarkierungen",
          description:
            "Beiträge, Reels und Storys erhalten Markierungen, die mit einem Tipp zur passenden Produktseite führen.",
          icon: "sparkles",
        },
        {
          title: "Shop-taugliche Inhalte",
          description: "Produktbilder und kurze Videos, die Artikel im Einsatz zeigen und Lust auf mehr machen.",
          icon: "palette",
        },
      ],
    },
    aiAdvantages: {
      title: "Wie KI Ihren Instagram Shop stärkt",
      items: [
        {
          icon: "pen",
          text: "Produkttitel und Beschreibungen werden mit KI vereinheitlicht, gekürzt und für die Darstellung in der App aufbereitet.",
        },
        {
          icon: "palette",
          text: "Freisteller, Hintergründe und Szenen für Produktfotos entstehen mit KI, sodass Ihre Artikel professionell wirken.",
        },
        {
          icon: "search",
          text: "Die KI erkennt, welche Beiträge Interesse an bestimmten Produkten wecken, und schlägt passende Markierungen vor.",
        },
        {
          icon: "chart",
          text: "Auswertungen zeigen, welche Produkte oft angesehen, aber selten gekauft werden: ein Hinweis auf Preis, Bild oder Beschreibung.",
        },
      ],
    },
    benefits: {
      title: "Was ein Instagram Shop Ihnen bringt",
      items: [
        {
          title: "Weniger Hürden",
          description:
            "Interessierte müssen nicht mehr nach dem Produkt suchen, sondern landen mit einem Tipp am Ziel.",
        },
        {
          title: "Inspiration und Kauf nah beieinander",
          description:
            "Ihre Beiträge zeigen Produkte im Einsatz, und der Weg zum Kauf ist nur eine Markierung entfernt.",
        },
        {
          title: "Bessere Übersicht",
          description: "Kollektionen machen Ihr Profil zu einem gepflegten Schaufenster statt zu einem endlosen Feed.",
        },
      ],
    },
    process: {
      title: "Von der Produktliste zum Shop",
      steps: [
        {
          title: "Voraussetzungen prüfen",
          description:
            "Ich prüfe Konto, Website und Produkte auf die Anforderungen von Meta und schließe Lücken vorab.",
        },
        {
          title: "Katalog verbinden",
          description:
            "Ihr Shopsystem wird mit dem Business-Portfolio verknüpft; Produkte, Preise und Bilder werden übernommen.",
        },
        {
          title: "Freischalten und gestalten",
          description:
            "Nach der Freigabe durch Meta lege ich Kollektionen an und markiere Produkte in bestehenden Beiträgen.",
        },
        {
          title: "Verkaufen mit Inhalten",
          description:
            "Neue Beiträge und Reels werden gezielt um Ihre Produkte herum geplant, damit der Shop regelmäßig Besuch bekommt.",
        },
      ],
    },
    personal: {
      title: "Ein Shop, der zu Ihrem Feed passt",
      description:
        "Ich sorge dafür, dass Ihr Instagram Shop nicht wie ein Fremdkörper neben Ihren Beiträgen wirkt. Bildsprache, Texte und Kollektionen folgen Ihrem Stil, damit Stöbern Spaß macht und Ihre Follower gern wiederkommen.",
    },
    cta: {
      title: "Verwandeln Sie Likes in Bestellungen",
      description: `Die Einrichtung Ihres Instagram Shops samt Katalog ist ${inPackages("Instagram Shop einrichten")} enthalten. Was das Paket umfasst, sehen Sie auf der Preisseite; den Preis nenne ich Ihnen auf Anfrage.`,
    },
  },
} satisfies ServiceRecord;
