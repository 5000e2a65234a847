import { inPackages } from "../../pricing/plans";
import type { ServiceRecord } from "../schema";

export default {
  slug: "e-commerce-webseite-shopify",
  title: "E-Commerce-Webseite (Shopify) erstellen lassen",
  description:
    "Ihr Shopify-Shop, eingerichtet und gestaltet: Design, Produkte, Zahlungen, Versand und automatische E-Mails, bereit für die ersten Bestellungen.",
  seoKeywords: [
    "Shopify Shop erstellen lassen",
    "E-Commerce-Webseite",
    "Onlineshop erstellen",
    "Shopify Einrichtung",
    "Onlineshop für kleine Unternehmen",
  ],
  content: {
    variant: "full",
    hero: {
      title: "Ihr Onlineshop mit Shopify, startklar eingerichtet",
      intro: "E-Commerce-Webseite (Shopify)",
      subtitle: "Design, Produkte, Zahlungen und Versand aus einer Hand.",
      description:
        "Shopify ist eine weit verbreitete Plattform für Onlineshops, die sich auch ohne Programmierkenntnisse bedienen lässt. Damit Ihr Shop verkauft, braucht es aber mehr als eine Standardvorlage. Ich gestalte den Shop in Ihrem Markenauftritt, lege Produkte an, richte Zahlungsarten, Versand und die Steuersätze nach Ihren Vorgaben ein und übergebe Ihnen einen Shop, den Sie selbst pflegen können.",
      image: {
        src: "/images/services/e-commerce-webseite-shopify.svg",
        alt: "Illustration eines Laptops mit Onlineshop, Produktkacheln, Warenkorb und einem Paket mit Versandetikett",
        width: 640,
        height: 480,
      },
    },
    faq: [
      {
        question: "Warum Shopify und nicht WooCommerce oder ein Baukasten?",
        answer:
          "Shopify nimmt Ihnen Hosting, Sicherheitsaktualisierungen und Zahlungsabwicklung weitgehend ab und lässt sich über Apps erweitern. Für kleine Händler ohne eigene IT ist das oft die einfachste Lösung. Wer bereits eine große WordPress-Seite betreibt, ist mit WooCommerce unter Umständen besser bedient.",
      },
      {
        question: "Welche laufenden Kosten hat Shopify?",
        answer:
          "Shopify berechnet eine monatliche Gebühr je nach Tarif, dazu kommen Gebühren der Zahlungsanbieter und gegebenenfalls Kosten für Apps. Ich wähle mit Ihnen nur die Erweiterungen aus, die Sie wirklich brauchen.",
      },
      {
        question: "Kümmern Sie sich um Impressum, AGB und Widerrufsbelehrung?",
        answer:
          "Ich binde die Rechtstexte, die Sie mir geben, dort ein, wo Shopify sie vorsieht, und richte im Bestellprozess die Kontrollkästchen und Hinweise ein, die Ihr Rechtsdienstleister vorgibt. Die Texte selbst und ihre rechtliche Prüfung gehören nicht zu meiner Leistung; sie sollten von einem Rechtsdienstleister oder einer Anwaltskanzlei stammen.",
      },
      {
        question: "Kann ich meine Produkte selbst hochladen?",
        answer:
          "Ja, das geht jederzeit. Bei großen Sortimenten übernehme ich den Import per Tabelle: Sie bekommen eine Vorlage zum Ausfüllen, und ich kümmere mich um Import, Varianten und Bildzuordnung.",
      },
    ],
    features: {
      title: "Das steckt in Ihrem Shopify-Shop",
      items: [
        {
          title: "Design im Markenstil",
          description:
            "Eine Shopify-Designvorlage (Theme), angepasst an Ihre Farben, Schriften und Bildsprache, mit klarer Navigation auf Smartphone und Computer.",
          icon: "palette",
        },
        {
          title: "Produkte und Kollektionen",
          description:
            "Artikel mit Varianten, Bildern, Beschreibungen und Filtern, sinnvoll sortiert, damit Ihre Kundschaft schnell findet, was sie sucht.",
          icon: "cart",
        },
        {
          title: "Zahlungen und Steuern",
          description:
            "Gängige Zahlungsarten, die Steuersätze, die Sie oder Ihre Steuerberatung vorgeben, und Rechnungen, die automatisch erstellt werden.",
          icon: "shield",
        },
        {
          title: "Versand und Lieferzeiten",
          description:
            "Versandzonen, Versandkosten und Hinweise zur Lieferzeit, abgestimmt auf Ihren Versanddienstleister.",
          icon: "rocket",
        },
        {
          title: "Automatische E-Mails",
          description:
            "Bestellbestätigung, Versandbenachrichtigung und Erinnerungen an abgebrochene Warenkörbe in Ihrem Ton.",
          icon: "mail",
        },
        {
          title: "Grundlagen für die Auffindbarkeit",
          description:
            "Seitentitel, Beschreibungen, sprechende Adressen und Bildbeschreibungen für Suchmaschinen und Barrierefreiheit.",
          icon: "search",
        },
      ],
    },
    aiAdvantages: {
      title: "Schneller zum fertigen Shop mit KI",
      items: [
        {
          icon: "pen",
          text: "Produktbeschreibungen entstehen mit KI aus Ihren Stichpunkten; ich bringe sie in eine einheitliche, verständliche und überzeugende Form.",
        },
        {
          icon: "palette",
          text: "Produktbilder werden freigestellt, einheitlich ausgeleuchtet und auf passende Hintergründe gesetzt.",
        },
        {
          icon: "layers",
          text: "Große Produktlisten werden automatisch bereinigt, Varianten erkannt und für den Import vorbereitet.",
        },
        {
          icon: "globe",
          text: "Übersetzungen für einen mehrsprachigen Shop entstehen schnell und werden vor der Veröffentlichung geprüft.",
        },
      ],
    },
    benefits: {
      title: "Ihre Vorteile",
      items: [
        {
          title: "Startklar statt halbfertig",
          description:
            "Sie erhalten einen Shop, in dem Testbestellungen durchgespielt wurden und alle Grundeinstellungen sitzen.",
        },
        {
          title: "Selbst pflegbar",
          description: "Neue Produkte, Preise und Aktionen legen Sie nach einer kurzen Einweisung selbst an.",
        },
        {
          title: "Wachstum eingeplant",
          description:
            "Der Shop ist so aufgebaut, dass später Instagram Shop, TikTok Shop oder Marktplätze angebunden werden können.",
        },
      ],
    },
    process: {
      title: "Etappe für Etappe zum eigenen Shop",
      steps: [
        {
          title: "Sortiment und Ziele",
          description:
            "Ich bespreche mit Ihnen Produkte, Zielgruppe, Zahlungsarten und Versand und empfehle Ihnen den passenden Shopify-Tarif.",
        },
        {
          title: "Gestaltung und Aufbau",
          description:
            "Designvorlage, Startseite, Kategorien und Produktseiten werden gestaltet; Sie sehen den Shop früh in einer Vorschau.",
        },
        {
          title: "Produkte und Technik",
          description:
            "Ich importiere die Produkte, richte Zahlungsarten, Steuersätze, Versand und E-Mails ein und binde Ihre Rechtstexte ein.",
        },
        {
          title: "Testkauf und Übergabe",
          description:
            "Ich spiele Bestellungen von Anfang bis Ende durch, behebe letzte Fehler und zeige Ihnen die Verwaltung Schritt für Schritt.",
        },
      ],
    },
    personal: {
      title: "Ein Shop, den Sie verstehen",
      description:
        "Ich baue Shops so, dass Sie nach der Übergabe nicht von mir abhängig sind. Sie wissen, wo welche Einstellung sitzt, und können Produkte, Preise und Aktionen selbst ändern. Wenn Sie später Unterstützung bei Kampagnen oder Inhalten möchten, bin ich gern für Sie da.",
    },
    cta: {
      title: "Bereit für Ihre ersten Bestellungen?",
      description: `Die Einrichtung Ihres Shopify-Shops ist ${inPackages("Einrichtung oder Überarbeitung Ihres Shopify-Shops")} enthalten, das Sie auf der Preisseite finden. Den Umfang stimme ich auf Ihr Sortiment ab; fragen Sie mich dazu gern an.`,
    },
  },
} satisfies ServiceRecord;
