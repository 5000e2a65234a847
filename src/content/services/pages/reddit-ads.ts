import { figures } from "#shared/facts.ts";
import type { ServiceRecord } from "../schema";

export default {
  slug: "reddit-ads",
  title: "Reddit Ads: Anzeigen in thematischen Communitys",
  description: `Reddit-Anzeigen für Ihre Nische: passende Communitys, ehrliche Botschaften und laufende Betreuung; als eigenes Werbebudget empfehle ich ab ${figures.adBudgetSocialFrom} im Monat.`,
  seoKeywords: ["Reddit Ads", "Reddit Werbung", "Reddit Anzeigen schalten", "Nischen-Marketing", "Community-Marketing"],
  content: {
    variant: "full",
    hero: {
      title: "Reddit Ads für Angebote mit klarer Nische",
      intro: "Reddit Ads",
      subtitle: "Anzeigen in den Communitys, in denen Ihre Zielgruppe mitdiskutiert.",
      description:
        "Auf Reddit tauschen sich Menschen in thematischen Foren über Hobbys, Technik, Gesundheit, Finanzen und vieles mehr aus. Wer dort wirbt, erreicht ein Publikum mit echtem Interesse, muss aber den Ton treffen: Plumpe Werbung wird schnell abgestraft. Ich wähle passende Communitys, formuliere ehrliche Botschaften und betreue die Kampagne von Anfang an.",
      image: {
        src: "/images/services/reddit-ads.svg",
        alt: "Illustration mehrerer Diskussionsblasen mit Themensymbolen, von denen eine als Anzeige hervorgehoben ist",
        width: 640,
        height: 480,
      },
    },
    faq: [
      {
        question: "Für wen lohnt sich Reddit?",
        answer:
          "Vor allem für Angebote mit einer klar umrissenen Zielgruppe, etwa Software, Spezialprodukte, Hobbybedarf, Weiterbildungen oder technische Dienstleistungen. Für einen Friseursalon in der Kleinstadt ist Reddit selten der richtige Kanal, und das sage ich Ihnen dann auch.",
      },
      {
        question: "Wird auf Reddit Deutsch gesprochen?",
        answer:
          "Ein großer Teil der Diskussionen läuft auf Englisch, es gibt aber auch deutschsprachige Communitys. Je nach Zielgruppe schalte ich Anzeigen auf Deutsch, auf Englisch oder in beiden Sprachen.",
      },
      {
        question: "Wie viel Werbebudget ist sinnvoll?",
        answer: `Wie bei anderen sozialen Netzwerken empfehle ich für den Einstieg ein Werbebudget ab ${figures.adBudgetSocialFrom} im Monat, damit die Kampagne genug Daten für fundierte Entscheidungen sammelt.`,
      },
      {
        question: `Gilt das ${figures.adCreditTerm} auch für Reddit?`,
        answer: `Nein. ${figures.adCreditConditions} Reddit-Kampagnen bezahlen Sie deshalb von Anfang an aus Ihrem eigenen Werbebudget; ich beginne dort bewusst mit einem überschaubaren Testbudget.`,
      },
      {
        question: "Was ist mit Kommentaren unter den Anzeigen?",
        answer:
          "Reddit-Anzeigen können kommentiert werden, und das Publikum dort ist kritisch. Ich beobachte die Kommentare, bereite Antworten vor und stimme mit Ihnen ab, ob die Kommentarfunktion eingeschaltet bleibt.",
      },
    ],
    features: {
      title: "Das gehört zu Ihrer Reddit-Kampagne",
      items: [
        {
          title: "Community-Recherche",
          description:
            "Ich finde die Subreddits und Themen, in denen über Probleme gesprochen wird, die Ihr Angebot löst.",
          icon: "search",
        },
        {
          title: "Anzeigen im Reddit-Ton",
          description:
            "Texte, die informieren, statt zu schreien, mit Überschriften, die eher nach einem hilfreichen Beitrag als nach Werbung klingen.",
          icon: "pen",
        },
        {
          title: "Präzise Ausrichtung",
          description:
            "Ausrichtung nach Communitys, Interessen, Stichworten und Region, damit Ihre Anzeige die Menschen erreicht, für die Ihr Angebot gedacht ist.",
          icon: "target",
        },
        {
          title: "Messung der Ergebnisse",
          description:
            "Das Reddit-Pixel erfasst nach Einwilligung der Besucher Anmeldungen und Käufe auf Ihrer Website, damit Kosten und Nutzen vergleichbar werden.",
          icon: "chart",
        },
        {
          title: "Kommentarbetreuung",
          description:
            "Fragen und Kritik unter den Anzeigen beobachte ich und beantworte sie in Abstimmung mit Ihnen sachlich.",
          icon: "chat",
        },
      ],
    },
    aiAdvantages: {
      title: "KI hilft, die Community zu verstehen",
      items: [
        {
          icon: "search",
          text: "KI fasst lange Diskussionen zusammen und zeigt, welche Fragen, Vorbehalte und Begriffe in Ihrer Nische wiederholt auftauchen.",
        },
        {
          icon: "pen",
          text: "Aus diesen Erkenntnissen entstehen Anzeigentexte, die die Sprache der Community aufgreifen, statt an ihr vorbeizureden.",
        },
        {
          icon: "globe",
          text: "Deutsch- und englischsprachige Varianten sind schnell erstellt und werden sprachlich geprüft, damit die Botschaft nicht verwässert.",
        },
        {
          icon: "chart",
          text: "Die Auswertung vergleicht Communitys miteinander und zeigt, wo Ihr Budget am meisten bewirkt.",
        },
      ],
    },
    benefits: {
      title: "Warum Reddit eine Überlegung wert ist",
      items: [
        {
          title: "Weniger Gedränge",
          description:
            "Viele Unternehmen haben Reddit noch nicht im Blick; in manchen Nischen gehören Sie dort zu den wenigen Werbetreibenden.",
        },
        {
          title: "Publikum mit Tiefgang",
          description:
            "Wer in Fachforen liest, will sich informieren und vergleicht bewusst, bevor er sich entscheidet.",
        },
        {
          title: "Ehrliche Rückmeldungen",
          description:
            "Kommentare und Reaktionen zeigen ungefiltert, wie Ihr Angebot ankommt, und liefern Ideen für Produkt und Marketing.",
        },
      ],
    },
    process: {
      title: "So bringe ich Sie auf Reddit",
      steps: [
        {
          title: "Nische prüfen",
          description:
            "Ich suche passende Communitys und schätze ab, ob Ihre Zielgruppe auf Reddit groß genug ist, bevor Geld fließt.",
        },
        {
          title: "Konto und Messung",
          description: "Werbekonto, Zahlungsdaten und Pixel werden eingerichtet; Sie erhalten Zugriff auf alle Daten.",
        },
        {
          title: "Anzeigen und Start",
          description:
            "Text- und Bildanzeigen entstehen in mehreren Varianten; nach Ihrer Freigabe startet die Kampagne.",
        },
        {
          title: "Beobachten und anpassen",
          description:
            "Kommentare, Klicks und Kosten werden laufend ausgewertet; unpassende Communitys nehme ich heraus, starke bekommen mehr Budget.",
        },
      ],
    },
    personal: {
      title: "Mit Respekt vor der Community",
      description:
        "Ich werbe auf Reddit so, wie ich selbst angesprochen werden möchte: ehrlich, informativ und ohne Marktschreierei. Das schützt Ihren Ruf und sorgt dafür, dass die Anzeigen als Angebot verstanden werden und nicht als Störung.",
    },
    cta: {
      title: "Erreichen Sie Ihre Nische auf Reddit",
      description:
        "Reddit-Kampagnen sind in keinem Paket auf der Preisseite enthalten, und das Werbeguthaben gilt für Reddit nicht. Fragen Sie mich an, dann mache ich Ihnen ein eigenes Angebot für Ihre erste Reddit-Kampagne.",
    },
  },
} satisfies ServiceRecord;
