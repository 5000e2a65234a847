import { figures } from "#shared/facts.ts";
import { atSentenceStart } from "#shared/german-grammar.ts";
import { inPackages } from "../../pricing/plans";
import type { ServiceRecord } from "../schema";

/** "in den Paketen Start und Viral": the packages with the monthly ad campaigns, as /preise lists them. */
const packages = inPackages(figures.adCampaignsPerMonth);

export default {
  slug: "tiktok-ads",
  title: "TikTok Ads für kleine Unternehmen",
  description: `TikTok-Anzeigen im Stil der Plattform, die in den ersten Sekunden neugierig machen: Videos, Ausrichtung, Tests und Betreuung ${packages}.`,
  seoKeywords: ["TikTok Ads", "TikTok Werbung", "TikTok Anzeigen schalten", "TikTok Marketing", "Video-Anzeigen"],
  content: {
    variant: "full",
    hero: {
      title: "TikTok-Anzeigen, die nicht wie Werbung wirken",
      intro: "TikTok Ads",
      subtitle: "Kurzvideos im Stil der Plattform, gezielt an Ihre Wunschkundschaft ausgespielt.",
      description:
        "Auf TikTok entscheidet sich in den ersten Augenblicken, ob ein Video weiterläuft oder weggewischt wird. Klassische Werbespots gehen dort unter. Ich entwickle Anzeigen, die sich wie normale Inhalte anfühlen, mit schnellem Einstieg, echten Menschen und klarer Botschaft, und steuere die Kampagne so, dass Ihr Budget bei den richtigen Menschen ankommt.",
      image: {
        src: "/images/services/tiktok-ads.svg",
        alt: "Illustration eines Smartphones mit vertikalem Video, Musiknoten und einem Zielkreuz für die Zielgruppenansprache",
        width: 640,
        height: 480,
      },
    },
    faq: [
      {
        question: "Ist TikTok nur etwas für Teenager?",
        answer:
          "Nein. Auf TikTok sind auch viele Erwachsene unterwegs, die dort Produkte, Restaurants und Dienstleister entdecken. Ob Ihre Zielgruppe erreichbar ist, prüfe ich vorab mit den Reichweitenschätzungen im Werbekonto.",
      },
      {
        question: "Welches Werbebudget brauche ich?",
        answer: `Für Videoanzeigen in sozialen Netzwerken empfehle ich für den Einstieg ${figures.adBudgetVideoSocial} im Monat. Ihr Werbebudget zahlen Sie direkt an TikTok; meine Arbeit für Konzept, Videos und Betreuung ist davon getrennt.`,
      },
      {
        question: "Muss ich selbst vor die Kamera?",
        answer:
          "Es hilft, weil Gesichter auf TikTok Vertrauen schaffen. Wenn Sie das nicht möchten, arbeite ich mit Produktaufnahmen, Händen im Bild, Texteinblendungen oder einem digitalen Avatar.",
      },
      {
        question: "Wie wird der Erfolg gemessen?",
        answer:
          "Ich richte das TikTok-Pixel auf Ihrer Website ein, das nach Einwilligung der Besucher Käufe und Anfragen den Anzeigen zuordnet. Ohne diese Messung bleibt nur das Zählen von Aufrufen.",
      },
    ],
    features: {
      title: "Meine Leistungen für Ihre TikTok-Kampagne",
      items: [
        {
          title: "Werbekonto und Pixel",
          description:
            "Ich richte Ihr TikTok-Werbekonto ein, verknüpfe es mit Ihrem Profil und messe Käufe und Anfragen auf Ihrer Website.",
          icon: "user",
        },
        {
          title: "Anzeigenvideos im Plattformstil",
          description:
            "Hochformat, Untertitel, Musik aus der für Werbung freigegebenen Bibliothek von TikTok und ein Einstieg, der sofort neugierig macht.",
          icon: "video",
        },
        {
          title: "Zielgruppen und Region",
          description:
            "Interessen, Alter, Region und ähnliche Zielgruppen werden so kombiniert, dass Ihr Angebot die passenden Menschen erreicht.",
          icon: "target",
        },
        {
          title: "Mehrere Varianten im Test",
          description:
            "Unterschiedliche Einstiege und Botschaften laufen parallel, damit die Zahlen entscheiden, welches Video mehr bringt.",
          icon: "layers",
        },
        {
          title: "Optimierung und Bericht",
          description:
            "Ich verschiebe Budget zu den Anzeigen, die am meisten bringen, tausche abgenutzte Motive aus und erkläre Ihnen die Zahlen verständlich.",
          icon: "chart",
        },
      ],
    },
    aiAdvantages: {
      title: "KI für schnellere TikTok-Kampagnen",
      items: [
        {
          icon: "sparkles",
          text: "Aus einer Idee entstehen mit KI mehrere Skripte und Einstiege, sodass mehr Varianten getestet werden können als bei klassischer Produktion.",
        },
        {
          icon: "search",
          text: "Trends und Formate, die in Ihrer Nische gerade funktionieren, werden laufend ausgewertet und in neue Anzeigen übersetzt.",
        },
        {
          icon: "pen",
          text: "Untertitel und Texteinblendungen entstehen automatisch und werden von mir nur noch gestalterisch angepasst.",
        },
        {
          icon: "chart",
          text: "Die Auswertung erkennt früh, wenn ein Video an Wirkung verliert, sodass rechtzeitig Nachschub bereitsteht.",
        },
      ],
    },
    customerGift: {
      title: `${figures.adCredit} in den Paketen ${figures.adCreditPackages}`,
      description: `Läuft Ihre erste Kampagne auf TikTok, setze ich das Werbeguthaben für deren Werbekosten ein. So testen Sie, wie Ihre Zielgruppe auf Ihre Videos reagiert, ohne das volle Risiko selbst zu tragen. ${figures.adCreditConditions}`,
    },
    benefits: {
      title: "Warum TikTok Ads für Sie interessant sind",
      items: [
        {
          title: "Aufmerksamkeit in kürzester Zeit",
          description:
            "Im Feed wird schnell weitergewischt. Es gewinnt, wer sofort auf den Punkt kommt; genau darauf sind die Anzeigen ausgelegt.",
        },
        {
          title: "Neue Zielgruppen",
          description:
            "Sie erreichen Menschen, die Sie über Google oder Facebook kaum ansprechen, weil sie dort anders unterwegs sind.",
        },
        {
          title: "Lernen durch Tests",
          description:
            "Schon kurze Laufzeiten zeigen, welche Botschaft ankommt, und liefern Erkenntnisse auch für Ihre anderen Kanäle.",
        },
      ],
    },
    process: {
      title: "Von der Idee zur laufenden Kampagne",
      steps: [
        {
          title: "Ziel und Angebot schärfen",
          description:
            "Ich kläre mit Ihnen, ob die Kampagne Verkäufe, Anfragen oder Follower bringen soll und welches Angebot im Mittelpunkt steht.",
        },
        {
          title: "Videos produzieren",
          description:
            "Sie liefern Rohaufnahmen nach meinem Drehplan, oder ich arbeite mit vorhandenem Material und KI-Elementen.",
        },
        {
          title: "Kampagne einrichten",
          description:
            "Werbekonto, Pixel, Zielgruppen und Budget werden eingerichtet; Sie geben Videos und Texte vor dem Start frei.",
        },
        {
          title: "Auswerten und ausbauen",
          description:
            "In den ersten Wochen steuere ich eng nach: Schwache Videos pausieren, starke bekommen mehr Budget.",
        },
      ],
    },
    personal: {
      title: "Nah dran an der Plattform",
      description:
        "Ich beobachte TikTok nicht nur aus Werbesicht, sondern verfolge, was dort gerade angesehen und geteilt wird. Dieses Gespür fließt in jede Anzeige ein, damit Ihre Videos zwischen den Inhalten der Creator nicht wie Fremdkörper wirken.",
    },
    cta: {
      title: "Sichtbar werden, wo Ihre Kundschaft scrollt",
      description: `${atSentenceStart(packages)} sind ${figures.adCampaignsPerMonth} enthalten, jede auf Google, Meta oder TikTok. Auf der Preisseite sehen Sie, was jedes Paket umfasst; Fragen zu Ihrer TikTok-Kampagne beantworte ich Ihnen gern.`,
    },
  },
} satisfies ServiceRecord;
