import type { ServiceContent } from "../schema";

export default {
  variant: "full",
  hero: {
    title: "Ihr Onlineshop mit Shopify, startklar eingerichtet",
    intro: "E-Commerce-Webseite (Shopify)",
    subtitle: "Design, Produkte, Zahlungen und Versand aus einer Hand.",
    description:
      "Shopify ist eine der bekanntesten Plattformen für Onlineshops: zuverlässig und auch ohne Programmierkenntnisse zu bedienen. Damit Ihr Shop verkauft, braucht es aber mehr als ein Standard-Theme. Ich gestalte den Shop in Ihrem Markenauftritt, lege Produkte an, richte Zahlungsarten, Versand und Steuern ein und übergebe Ihnen einen Shop, den Sie selbst pflegen können.",
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
        "Shopify nimmt Ihnen Hosting, Sicherheitsupdates und Zahlungsabwicklung weitgehend ab und lässt sich über Apps erweitern. Für kleine Händler ohne eigene IT ist das oft die einfachste Lösung. Wer bereits eine große WordPress-Seite betreibt, ist mit WooCommerce unter Umständen besser bedient.",
    },
    {
      question: "Welche laufenden Kosten hat Shopify?",
      answer:
        "Shopify berechnet eine monatliche Gebühr je nach Tarif, dazu kommen Gebühren der Zahlungsanbieter und gegebenenfalls Kosten für Apps. Ich wähle mit Ihnen nur die Erweiterungen aus, die Sie wirklich brauchen.",
    },
    {
      question: "Kümmern Sie sich um Impressum, AGB und Widerrufsbelehrung?",
      answer:
        "Ich binde Ihre Rechtstexte an den richtigen Stellen ein und richte die nötigen Checkboxen und Hinweise im Bestellprozess ein. Die Texte selbst sollten von einem Rechtsdienstleister oder einer Anwaltskanzlei stammen.",
    },
    {
      question: "Kann ich meine Produkte selbst hochladen?",
      answer:
        "Gern. Bei großen Sortimenten importiere ich die Produkte per Tabelle: Sie bekommen eine Vorlage zum Ausfüllen, und ich übernehme Import, Varianten und Bildzuordnung.",
    },
  ],
  features: {
    title: "Das steckt in Ihrem Shopify-Shop",
    items: [
      {
        title: "Design im Markenstil",
        description:
          "Ein Theme, angepasst an Ihre Farben, Schriften und Bildsprache, mit klarer Navigation auf Smartphone und Desktop.",
        icon: "palette",
      },
      {
        title: "Produkte und Kollektionen",
        description:
          "Artikel mit Varianten, Bildern, Beschreibungen und Filtern, sinnvoll sortiert, damit Kunden schnell finden, was sie suchen.",
        icon: "cart",
      },
      {
        title: "Zahlungen und Steuern",
        description:
          "Gängige Zahlungsarten, korrekte Einstellungen zur Mehrwertsteuer und Rechnungen, die automatisch erstellt werden.",
        icon: "shield",
      },
      {
        title: "Versand und Lieferzeiten",
        description:
          "Versandzonen, Versandkosten und Hinweise zur Lieferzeit, abgestimmt auf Ihren Versanddienstleister.",
        icon: "rocket",
      },
      {
        title: "Automatische Mails",
        description:
          "Bestellbestätigung, Versandbenachrichtigung und Erinnerungen an abgebrochene Warenkörbe in Ihrem Ton.",
        icon: "mail",
      },
      {
        title: "Grundlagen für die Auffindbarkeit",
        description:
          "Seitentitel, Beschreibungen, saubere Adressen und Bildbeschreibungen für Suchmaschinen und Barrierefreiheit.",
        icon: "search",
      },
    ],
  },
  aiAdvantages: {
    title: "Schneller zum fertigen Shop mit KI",
    items: [
      {
        icon: "pen",
        text: "Produktbeschreibungen entstehen mit KI aus Ihren Stichpunkten und werden einheitlich, verständlich und überzeugend aufbereitet.",
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
          "Wir besprechen Produkte, Zielgruppe, Zahlungsarten und Versand und wählen den passenden Shopify-Tarif.",
      },
      {
        title: "Gestaltung und Aufbau",
        description:
          "Theme, Startseite, Kategorien und Produktseiten werden gestaltet; Sie sehen den Shop früh in einer Vorschau.",
      },
      {
        title: "Produkte und Technik",
        description:
          "Produkte werden importiert, Zahlungsarten, Steuern, Versand und Mails eingerichtet und Rechtstexte eingebunden.",
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
      "Ich baue Shops so, dass Sie nach der Übergabe nicht von mir abhängig sind. Sie wissen, wo welche Einstellung sitzt, und können Produkte, Preise und Aktionen selbst ändern. Wenn Sie später Unterstützung bei Kampagnen oder Inhalten möchten, bin ich trotzdem gern für Sie da.",
  },
  cta: {
    title: "Bereit für Ihre ersten Bestellungen?",
    description:
      "Auf der Preisseite finden Sie den E-Commerce-Plan und alle Einzelleistungen; ein individuelles Angebot für Ihren Shop erstelle ich gern.",
  },
} satisfies ServiceContent;
