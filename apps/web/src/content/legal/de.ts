import { type LegalDocumentBuilder, type LegalVariables } from './types';

const contactLines = ({ operator, email, address }: LegalVariables): string[] => [
  `${operator}`,
  ...(address ? [address] : []),
  `E-Mail: ${email}`,
];

const privacyPolicy: LegalDocumentBuilder = (v) => ({
  title: `Datenschutzerklärung`,
  summary: `Wie ${v.operator} mit personenbezogenen Daten umgeht, wenn Sie diesen Marktplatz besuchen, ein Konto anlegen, kaufen, verkaufen oder buchen.`,
  sections: [
    {
      id: 'controller',
      heading: `1. Verantwortlicher`,
      blocks: [
        `Dieser Marktplatz läuft mit Bazaar, einer Open-Source-Marktplatzsoftware. Die Instanz, die Sie nutzen, wird von ${v.operator} („wir“, „uns“) betrieben. Wir entscheiden über Zweck und Mittel der Verarbeitung Ihrer personenbezogenen Daten und sind Verantwortlicher im Sinne der Datenschutz-Grundverordnung (DSGVO). Die Entwicklerinnen und Entwickler der Bazaar-Software betreiben diese Instanz nicht und erhalten keine Ihrer Daten.`,
        { list: contactLines(v) },
      ],
    },
    {
      id: 'data-we-collect',
      heading: `2. Welche Daten wir erheben`,
      blocks: [
        `Wir erheben nur, was der Marktplatz zum Funktionieren braucht. Je nachdem, wie Sie ihn nutzen, sind das:`,
        {
          list: [
            `Kontodaten: Ihre E-Mail-Adresse, Ihr Passwort (nur als argon2id-Hash gespeichert, nie lesbar), die gewählte Kontoart (Käufer oder Unternehmen), Ihr Name oder Kontoname und – falls Sie sie angeben – Ihre Telefonnummer, Ihr Profilbild oder Shop-Logo. Unternehmenskonten geben zusätzlich ihren Firmennamen und die Geschäftsangaben an, die sie veröffentlichen möchten.`,
            `Verifizierungsdaten: die Einmalcodes und -links, die wir per E-Mail oder SMS senden, um Ihre Adresse oder Nummer zu bestätigen, und ob die Bestätigung gelungen ist.`,
            `Angebote und öffentliche Inhalte: die Produkte, Flohmarkt-Anzeigen, Dienstleistungen, Termine, Fotos, Preise, Beschreibungen und Orte, die Sie veröffentlichen, sowie Ihre Bewertungen. Diese sind bewusst öffentlich.`,
            `Aktivität auf dem Marktplatz: Ihr Warenkorb, die Produkte, die Sie vergleichen oder favorisieren, Ihre Buchungen und Reservierungen, Ihr Warenkorbverlauf und die Benachrichtigungen, die wir Ihnen senden.`,
            `Nachrichten: Ihre Chats mit anderen Nutzern und die Support-Anfragen, die Sie uns senden.`,
            `Technische Daten: Ihre IP-Adresse, Browser- und Gerätetyp, Sprache, die aufgerufenen Seiten und der Zeitpunkt. Wir nutzen sie, um Seiten auszuliefern, die Anmeldung und andere Formulare vor Missbrauch zu schützen (etwa durch eine Begrenzung der Versuche je Adresse) und den Dienst sicher zu halten.`,
            `Fehlerberichte: Tritt in Ihrem Browser ein Fehler in der App auf, sendet sie uns die Fehlermeldung, die Seitenadresse, eine kurze Spur der vorangegangenen Schritte in der App und – wenn Sie angemeldet sind – Ihre Nutzer-ID und E-Mail-Adresse, damit wir das Problem finden und beheben können.`,
            `Cookies und Browser-Speicher: siehe unsere Cookie-Richtlinie. Wir verwenden nur, was unbedingt erforderlich ist.`,
          ],
        },
        `Wir setzen keine Werbenetzwerke, Analyse-Tracker oder Social-Media-Plug-ins ein und kaufen keine Daten über Sie von anderen.`,
      ],
    },
    {
      id: 'purposes',
      heading: `3. Zwecke und Rechtsgrundlagen`,
      blocks: [
        {
          list: [
            `Um Ihr Konto und den Marktplatz bereitzustellen – Angebote veröffentlichen, Suchergebnisse anzeigen, Ihren Warenkorb speichern, Nachrichten zwischen Käufern und Verkäufern übermitteln, Buchungen abwickeln –, weil dies zur Erfüllung unseres Vertrags mit Ihnen erforderlich ist (Art. 6 Abs. 1 lit. b DSGVO).`,
            `Um Servicenachrichten wie Verifizierungscodes, Anmeldelinks, Passwort-Zurücksetzungen und Benachrichtigungen zu Ihren Angeboten, Bestellungen und Nachrichten zu senden, aus demselben Grund.`,
            `Um den Marktplatz sicher zu halten, Betrug und Missbrauch zu verhindern, unsere Nutzungsbedingungen und Nutzervereinbarung durchzusetzen sowie Fehler zu finden und zu beheben, auf Grundlage unseres berechtigten Interesses an einem sicheren und funktionierenden Dienst (Art. 6 Abs. 1 lit. f DSGVO).`,
            `Um Ihre Support-Anfragen zu beantworten, auf Grundlage unseres Vertrags mit Ihnen oder, bei Besuchern ohne Konto, unseres berechtigten Interesses, ihnen zu helfen.`,
            `Um Aufzeichnungen aufzubewahren, zu denen wir gesetzlich verpflichtet sind, etwa handels- und steuerrechtliche Unterlagen (Art. 6 Abs. 1 lit. c DSGVO).`,
            `Wo wir um Ihre Einwilligung bitten – etwa wenn Sie sich entscheiden, unserem Kanal in einer Messaging-App beizutreten –, auf Grundlage dieser Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie jederzeit mit Wirkung für die Zukunft widerrufen können.`,
          ],
        },
      ],
    },
    {
      id: 'recipients',
      heading: `4. Wer Ihre Daten sieht`,
      blocks: [
        {
          list: [
            `Alle: Ihr öffentliches Profil (Name oder Firmenname, Foto oder Logo) sowie Ihre Angebote und Bewertungen sind für jeden Besucher sichtbar.`,
            `Die andere Partei: Wenn Sie Nachrichten schreiben, kaufen, verkaufen oder buchen, sieht der andere Nutzer, was zur Abwicklung nötig ist, etwa Ihren Namen und die Einzelheiten der Bestellung oder Buchung.`,
            `Dienstleister, die Daten in unserem Auftrag und nach unseren Weisungen verarbeiten, etwa unser Hosting-Anbieter und die Anbieter, die unsere E-Mails und SMS zustellen. Sie sind durch Auftragsverarbeitungsverträge gebunden (Art. 28 DSGVO).`,
            `E-Shop-Plattformen: Verbinden Sie einen Shop bei shopify, shopline oder bigcommerce, tauschen wir mit dieser Plattform die Daten aus, die zum Import und Abgleich Ihrer Produkte nötig sind, so wie Sie es veranlassen.`,
            `Behörden und Gerichte, wenn wir rechtlich zur Offenlegung verpflichtet sind oder Daten zur Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen benötigen.`,
          ],
        },
        `Wir verkaufen Ihre personenbezogenen Daten nicht und geben sie nicht zu Werbezwecken weiter.`,
      ],
    },
    {
      id: 'transfers',
      heading: `5. Übermittlungen außerhalb des Europäischen Wirtschaftsraums`,
      blocks: [
        `Wir streben an, Ihre Daten innerhalb des Europäischen Wirtschaftsraums zu verarbeiten. Verarbeitet ein Dienstleister Daten in einem Land ohne Angemessenheitsbeschluss der Europäischen Kommission, geschieht dies nur mit geeigneten Garantien, etwa den Standardvertragsklauseln der Kommission, deren Kopie Sie bei uns anfordern können.`,
      ],
    },
    {
      id: 'retention',
      heading: `6. Speicherdauer`,
      blocks: [
        {
          list: [
            `Kontodaten: solange Ihr Konto besteht. Löschen Sie Ihr Konto, löschen oder anonymisieren wir Ihre Daten innerhalb von 30 Tagen, ausgenommen, was wir gesetzlich aufbewahren müssen.`,
            `Angebote: bis Sie sie oder Ihr Konto löschen.`,
            `Nachrichten und Bestellungen: Sie bleiben nach der Löschung Ihres Kontos für die andere Partei verfügbar, ohne Ihren Namen.`,
            `Anmeldesitzungen: Eine Sitzung endet mit der Abmeldung, nach 7 Tagen ohne Nutzung oder 30 Tage nach der Anmeldung, je nachdem, was zuerst eintritt (der Betreiber kann kürzere Fristen festlegen).`,
            `Verifizierungscodes und Einmallinks: bis sie verwendet werden oder ablaufen, höchstens einige Stunden.`,
            `Fehlerberichte: höchstens 90 Tage.`,
            `Technische Protokolle: so lange, wie es für Betrieb und Sicherheit des Dienstes nötig ist, in der Regel einige Wochen.`,
            `Support-Anfragen: bis die Anfrage erledigt ist und bis zu 12 Monate danach, falls Sie darauf zurückkommen.`,
            `Gesetzlich aufzubewahrende Unterlagen wie Rechnungen: für die gesetzliche Frist, bis zu 10 Jahre.`,
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      heading: `7. Ihre Rechte`,
      blocks: [
        `Sie haben das Recht auf Auskunft über Ihre personenbezogenen Daten, auf Berichtigung, Löschung oder Einschränkung der Verarbeitung, auf Datenübertragbarkeit sowie das Recht, einer auf berechtigte Interessen gestützten Verarbeitung zu widersprechen. Soweit wir uns auf Ihre Einwilligung stützen, können Sie sie jederzeit widerrufen.`,
        `Vieles davon können Sie selbst in Ihren Profileinstellungen erledigen: Angaben bearbeiten, E-Mail-Adresse oder Passwort ändern, Ihr Konto pausieren oder löschen. Für alles andere schreiben Sie an ${v.email}. Wir antworten innerhalb eines Monats.`,
        `Sie haben außerdem das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren, insbesondere in dem Land, in dem Sie wohnen oder arbeiten oder in dem der mutmaßliche Verstoß stattfand.`,
      ],
    },
    {
      id: 'security',
      heading: `8. Sicherheit`,
      blocks: [
        `Wir schützen Ihre Daten durch dem Risiko angemessene technische und organisatorische Maßnahmen: Passwörter werden mit argon2id gehasht, das Token zur Erneuerung Ihrer Anmeldung liegt in einem Cookie, das Skripte nicht lesen können, der Zugriff auf personenbezogene Daten ist auf Personen beschränkt, die ihn benötigen, und Verbindungen sind verschlüsselt, wenn der Marktplatz über HTTPS ausgeliefert wird. Kein System ist vollkommen sicher; gefährdet eine Datenpanne Ihre Rechte, informieren wir Sie und die Behörden, wie es das Gesetz verlangt.`,
      ],
    },
    {
      id: 'children',
      heading: `9. Kinder`,
      blocks: [
        `Der Marktplatz richtet sich nicht an Kinder. Für ein Konto müssen Sie mindestens 16 Jahre alt sein.`,
      ],
    },
    {
      id: 'automated-decisions',
      heading: `10. Automatisierte Entscheidungen`,
      blocks: [
        `Wir treffen keine ausschließlich auf automatisierter Verarbeitung beruhenden Entscheidungen über Sie, die rechtliche oder ähnlich erhebliche Wirkung haben. Begrenzungen wiederholter Versuche (etwa bei der Anmeldung) sind Sicherheitsmaßnahmen, die nach kurzer Zeit von selbst enden.`,
      ],
    },
    {
      id: 'changes',
      heading: `11. Änderungen dieser Erklärung`,
      blocks: [
        `Wir aktualisieren diese Erklärung, wenn sich der Marktplatz oder das Recht ändert. Das Datum oben zeigt die aktuelle Fassung. Betrifft eine Änderung Kontoinhaber, informieren wir sie vorher per E-Mail.`,
      ],
    },
    {
      id: 'contact',
      heading: `12. Kontakt`,
      blocks: [
        `Bei Fragen zu dieser Erklärung oder zu Ihren Daten wenden Sie sich an:`,
        { list: contactLines(v) },
      ],
    },
  ],
});

const cookiesPolicy: LegalDocumentBuilder = (v) => ({
  title: `Cookie-Richtlinie`,
  summary: `Welche Cookies und welchen Browser-Speicher dieser Marktplatz verwendet, wozu und wie lange.`,
  sections: [
    {
      id: 'what',
      heading: `1. Cookies und ähnliche Technologien`,
      blocks: [
        `Cookies sind kleine Textdateien, die eine Website in Ihrem Browser speichert. Websites können Daten auch im lokalen Speicher, im Sitzungsspeicher und im Offline-Cache des Browsers ablegen. Diese Richtlinie gilt für all das; der Einfachheit halber nennen wir es „Cookies“.`,
      ],
    },
    {
      id: 'necessary-only',
      heading: `2. Wir verwenden nur unbedingt erforderliche Cookies`,
      blocks: [
        `${v.operator} verwendet Cookies nur, soweit sie unbedingt erforderlich sind, um den von Ihnen gewünschten Dienst bereitzustellen: um Sie angemeldet zu halten, um sich Ihre Entscheidungen (Sprache, Farbschema, Layout) zu merken und um den Marktplatz offline nutzbar zu machen. Nach den EU-Regeln zur elektronischen Kommunikation (in Deutschland § 25 Abs. 2 TDDDG) brauchen solche Cookies keine Einwilligung – deshalb sehen Sie kein Einwilligungsbanner.`,
        `Wir verwenden keine Werbe-, Analyse-, Profiling- oder Social-Media-Cookies, und kein Dritter setzt über diesen Marktplatz Cookies.`,
      ],
    },
    {
      id: 'list',
      heading: `3. Was wir speichern`,
      blocks: [{ storageInventory: true }],
    },
    {
      id: 'third-parties',
      heading: `4. Links zu anderen Diensten`,
      blocks: [
        `Einige Links führen zu anderen Diensten, etwa zu E-Shop-Plattformen oder zu unserem Kanal in einer Messaging-App. Diese Dienste setzen eigene Cookies erst, wenn Sie sie öffnen, nach ihren eigenen Richtlinien.`,
      ],
    },
    {
      id: 'control',
      heading: `5. So steuern Sie Cookies`,
      blocks: [
        `Sie können Cookies und Websitedaten jederzeit in den Einstellungen Ihres Browsers einsehen und löschen und für diese Website sperren. Da alle erforderlich sind, können Sie dann nicht angemeldet bleiben und der Marktplatz vergisst Ihre Einstellungen; das Stöbern in Angeboten funktioniert weiterhin.`,
      ],
    },
    {
      id: 'changes',
      heading: `6. Änderungen und Kontakt`,
      blocks: [
        `Sollten wir jemals Cookies verwenden wollen, die nicht unbedingt erforderlich sind, fragen wir vorher nach Ihrer Einwilligung und passen diese Richtlinie an. Fragen: ${v.email}.`,
      ],
    },
  ],
});

const termsOfUse: LegalDocumentBuilder = (v) => ({
  title: `Nutzungsbedingungen`,
  summary: `Die Regeln für alle, die diesen Marktplatz besuchen oder nutzen, mit oder ohne Konto.`,
  sections: [
    {
      id: 'scope',
      heading: `1. Geltungsbereich`,
      blocks: [
        `Diese Bedingungen gelten für Ihre Nutzung dieses Marktplatzes, den ${v.operator} mit der Open-Source-Software Bazaar betreibt. Legen Sie ein Konto an, gilt zusätzlich unsere Nutzervereinbarung. Mit der Nutzung des Marktplatzes akzeptieren Sie diese Bedingungen.`,
      ],
    },
    {
      id: 'service',
      heading: `2. Was der Marktplatz ist`,
      blocks: [
        `Der Marktplatz bringt Käufer mit Geschäften, privaten Verkäufern und Dienstleistern in seinen Bereichen zusammen: Shop Hub, Flohmarkt, Dienstleistungen, Essen, Automarkt und Immobilien. Käufe, Buchungen und Vermietungen werden direkt zwischen den beteiligten Nutzern vereinbart. Sofern wir nicht ausdrücklich etwas anderes sagen, ist ${v.operator} nicht Partei dieser Verträge und verkauft die angebotenen Waren oder Leistungen nicht.`,
        `Angebote, Preise und Verfügbarkeit stammen von den Verkäufern. Wir prüfen Angebote anhand unserer Regeln, können aber nicht garantieren, dass jedes Angebot richtig, rechtmäßig oder verfügbar ist.`,
      ],
    },
    {
      id: 'availability',
      heading: `3. Verfügbarkeit`,
      blocks: [
        `Wir arbeiten daran, den Marktplatz verfügbar und sicher zu halten, garantieren aber keinen ununterbrochenen Zugang. Wir können Funktionen ändern, einschränken oder aussetzen, etwa aus Wartungs-, Sicherheits- oder rechtlichen Gründen, und versuchen, geplante Unterbrechungen vorher anzukündigen.`,
      ],
    },
    {
      id: 'acceptable-use',
      heading: `4. Zulässige Nutzung`,
      blocks: [
        `Bei der Nutzung des Marktplatzes dürfen Sie nicht:`,
        {
          list: [
            `gegen Gesetze verstoßen oder Rechte anderer verletzen, einschließlich geistigen Eigentums und Privatsphäre;`,
            `Inhalte veröffentlichen, die rechtswidrig, irreführend, hasserfüllt, belästigend, gewaltverherrlichend oder sexuell explizit sind;`,
            `Spam oder unerwünschte Werbung versenden oder versuchen, Geschäfte vom Marktplatz wegzulenken, um andere zu betrügen;`,
            `den Marktplatz stören, etwa durch Schadsoftware, Überlastung, das Ausspähen seiner Sicherheit oder das Umgehen seiner Grenzen und Zugriffskontrollen;`,
            `Daten über andere Nutzer automatisiert sammeln, außer über eine veröffentlichte Schnittstelle des Marktplatzes;`,
            `sich als jemand anderes ausgeben oder Konten automatisiert anlegen.`,
          ],
        },
        `Bei Verstößen gegen diese Regeln können wir Inhalte entfernen und den Zugang einschränken, wie in der Nutzervereinbarung beschrieben.`,
      ],
    },
    {
      id: 'content',
      heading: `5. Inhalte und geistiges Eigentum`,
      blocks: [
        `Die Bazaar-Software ist Open Source und unter der MIT-Lizenz veröffentlicht; Sie dürfen sie nach dieser Lizenz nutzen. Name und Logo dieses Marktplatzes, seine Texte und seine Zusammenstellung von Inhalten gehören ${v.operator} oder deren Lizenzgebern.`,
        `Von Nutzern veröffentlichte Inhalte gehören den Nutzern. Mit der Veröffentlichung erlauben sie ${v.operator}, die Inhalte zu speichern, anzuzeigen, im Format anzupassen (etwa Fotos zu verkleinern) und auf dem Marktplatz bereitzustellen, solange sie veröffentlicht sind.`,
        `Halten Sie Inhalte auf dem Marktplatz für rechtswidrig oder verletzen sie Ihre Rechte, melden Sie sie über die Support-Seite oder an ${v.email}. Wir prüfen jede Meldung und teilen Ihnen unsere Entscheidung mit.`,
      ],
    },
    {
      id: 'links',
      heading: `6. Links zu anderen Diensten`,
      blocks: [
        `Der Marktplatz verlinkt auf Dienste anderer, etwa E-Shop-Plattformen und unseren Kanal in einer Messaging-App. Dort gelten deren eigene Bedingungen und Datenschutzerklärungen; für deren Inhalte sind wir nicht verantwortlich.`,
      ],
    },
    {
      id: 'liability',
      heading: `7. Haftung`,
      blocks: [
        `Der Marktplatz steht Besuchern kostenlos zur Verfügung. Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei Verletzung von Leben, Körper oder Gesundheit, nach dem Produkthaftungsgesetz und überall dort, wo die Haftung gesetzlich nicht beschränkt werden kann. Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Pflichten – solcher, die die ordnungsgemäße Nutzung des Marktplatzes überhaupt erst ermöglichen und auf deren Einhaltung Sie vertrauen dürfen – und nur für den typischen, vorhersehbaren Schaden. Im Übrigen ist unsere Haftung ausgeschlossen.`,
      ],
    },
    {
      id: 'changes',
      heading: `8. Änderungen dieser Bedingungen`,
      blocks: [
        `Wir können diese Bedingungen aus triftigen Gründen ändern, etwa bei neuen Funktionen oder Gesetzesänderungen. Das Datum oben zeigt die aktuelle Fassung; Änderungen gelten ab ihrer Veröffentlichung, für Kontoinhaber wie in der Nutzervereinbarung beschrieben.`,
      ],
    },
    {
      id: 'law',
      heading: `9. Anwendbares Recht`,
      blocks: [
        `Für diese Bedingungen gilt das Recht des Landes, in dem ${v.operator} niedergelassen ist. Sind Sie Verbraucher, bleibt Ihnen der Schutz der zwingenden Vorschriften Ihres Wohnsitzlandes erhalten. Die Plattform der Europäischen Kommission zur Online-Streitbeilegung wurde im Juli 2025 eingestellt; wir sind weder verpflichtet noch bereit, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.`,
      ],
    },
    {
      id: 'contact',
      heading: `10. Kontakt`,
      blocks: [{ list: contactLines(v) }],
    },
  ],
});

const userAgreement: LegalDocumentBuilder = (v) => ({
  title: `Nutzervereinbarung`,
  summary: `Die Vereinbarung zwischen Ihnen und ${v.operator}, wenn Sie ein Konto anlegen, um auf diesem Marktplatz zu kaufen, zu verkaufen oder zu buchen.`,
  sections: [
    {
      id: 'parties',
      heading: `1. Die Vereinbarung`,
      blocks: [
        `Diese Vereinbarung kommt zwischen Ihnen und ${v.operator} zustande, wenn Sie sich registrieren, als Nutzer (Käufer) oder als Unternehmen (Verkäufer). Sie gilt zusammen mit unseren Nutzungsbedingungen; unsere Datenschutzerklärung erläutert, wie wir mit Ihren Daten umgehen.`,
      ],
    },
    {
      id: 'account',
      heading: `2. Ihr Konto`,
      blocks: [
        {
          list: [
            `Sie müssen mindestens 16 Jahre alt sein, und ein Unternehmenskonto muss von jemandem eröffnet werden, der für das Unternehmen handeln darf.`,
            `Machen Sie zutreffende Angaben und halten Sie sie aktuell. Wir können Sie bitten, Ihre E-Mail-Adresse oder Telefonnummer zu bestätigen, bevor Sie bestimmte Funktionen nutzen.`,
            `Halten Sie Ihr Passwort geheim und teilen Sie Ihr Konto nicht. Informieren Sie uns sofort, wenn Sie glauben, dass jemand anderes Zugriff darauf hat. Sie sind für die Vorgänge in Ihrem Konto verantwortlich, es sei denn, Sie konnten sie nicht verhindern.`,
            `Eine Person oder ein Unternehmen darf mehr als ein Konto nur führen, wenn jedes einem klar getrennten Zweck dient und keines dazu genutzt wird, eine Einschränkung zu umgehen.`,
          ],
        },
      ],
    },
    {
      id: 'buying',
      heading: `3. Kaufen und Buchen`,
      blocks: [
        `Wenn Sie einen Artikel kaufen oder eine Leistung buchen, kommt der Vertrag direkt mit dem Verkäufer oder Anbieter zustande, zu den Bedingungen, die er im Angebot nennt. Der Verkäufer ist verantwortlich für die Beschreibung, die Lieferung oder Leistung, den Preis und Ihre gesetzlichen Rechte, etwa die Gewährleistung und – beim Fernabsatzkauf von einem Unternehmen – das Widerrufsrecht. Lesen Sie das Angebot und die Angaben des Verkäufers sorgfältig, bevor Sie sich binden.`,
        `Artikel in Ihrem Warenkorb sind nicht reserviert, bis der Verkäufer die Bestellung bestätigt. Ein gebuchter Termin bindet Sie und den Anbieter; sagen Sie rechtzeitig ab, wenn Sie nicht kommen können.`,
      ],
    },
    {
      id: 'selling',
      heading: `4. Verkaufen und Anbieten`,
      blocks: [
        `Wenn Sie Angebote veröffentlichen, bestätigen Sie, dass:`,
        {
          list: [
            `Sie berechtigt sind, den Artikel zu verkaufen oder die Leistung anzubieten, und dies dort rechtmäßig ist, wo Sie und der Käufer sich befinden;`,
            `Beschreibung, Fotos, Zustand, Preis und Verfügbarkeit richtig und vollständig sind und Ihnen die Rechte an den verwendeten Fotos und Texten zustehen;`,
            `Sie als Unternehmen Ihre Identität und Kontaktdaten angeben, Preise gegebenenfalls einschließlich Umsatzsteuer ausweisen und Ihre Pflichten gegenüber Verbrauchern erfüllen, einschließlich Informationspflichten, Gewährleistung und Widerrufsrecht;`,
            `Sie Ihre Angebote aktuell halten und entfernen, wenn der Artikel verkauft oder nicht mehr verfügbar ist;`,
            `Sie keine verbotenen Artikel anbieten, etwa Waffen, Drogen, gefälschte oder gestohlene Waren, zurückgerufene oder unsichere Produkte, lebende Tiere, wo das Gesetz es verbietet, Inhalte für Erwachsene oder sonst etwas, dessen Verkauf rechtswidrig ist.`,
          ],
        },
        `Der Flohmarkt ist für gebrauchte Waren von Privatpersonen gedacht. Unternehmen bieten im Shop Hub oder in dem Bereich an, der zu ihrem Angebot passt.`,
      ],
    },
    {
      id: 'fees',
      heading: `5. Gebühren`,
      blocks: [
        `Das Anlegen eines Kontos und das Kaufen auf dem Marktplatz sind kostenlos. Einige Funktionen für Verkäufer können ein kostenpflichtiges Abonnement oder eine Gebühr erfordern; Preis und Bedingungen werden angezeigt, bevor Sie einer Zahlung zustimmen, und nichts wird ohne Ihre Bestätigung berechnet.`,
      ],
    },
    {
      id: 'conduct',
      heading: `6. Nachrichten und Bewertungen`,
      blocks: [
        `Nutzen Sie Nachrichten, um Angebote, Bestellungen und Buchungen zu besprechen. Bleiben Sie respektvoll, senden Sie keinen Spam und fordern Sie niemals in Täuschungsabsicht Zahlungen außerhalb der vereinbarten Wege. Bewertungen müssen ehrlich sein und auf einem echten Geschäft beruhen; bieten oder nehmen Sie nichts als Gegenleistung für Bewertungen an.`,
      ],
    },
    {
      id: 'moderation',
      heading: `7. Moderation und Einschränkungen`,
      blocks: [
        `Wir können Angebote und Inhalte prüfen, Sie um die Überarbeitung eines Angebots bitten oder es entfernen, wenn es gegen diese Vereinbarung, unsere Nutzungsbedingungen oder das Gesetz verstößt. Bei einem schweren oder wiederholten Verstoß können wir Ihr Konto pausieren oder sperren. Wir handeln verhältnismäßig, berücksichtigen die Umstände und Ihre berechtigten Interessen und nennen Ihnen die Gründe unserer Entscheidung, sofern das Gesetz es nicht verbietet. Sie können eine Entscheidung über die Support-Seite anfechten; jeder Einspruch wird von einem Menschen geprüft.`,
      ],
    },
    {
      id: 'pause-close',
      heading: `8. Pausieren und Schließen Ihres Kontos`,
      blocks: [
        `Sie können Ihr Konto in den Profileinstellungen pausieren: Ihre Daten bleiben erhalten, aber nichts, was Sie veröffentlicht haben, wird angezeigt, bis Sie es fortsetzen. An derselben Stelle können Sie Ihr Konto jederzeit löschen; offene Bestellungen und Buchungen sind dennoch abzuwickeln. Nach der Löschung bleiben Ihre Bestellungen und Nachrichten für die andere Partei erhalten, ohne Ihren Namen.`,
        `Wir können diese Vereinbarung mit einer Frist von 30 Tagen per E-Mail kündigen oder fristlos aus wichtigem Grund, etwa bei einem schweren Verstoß oder wenn das Gesetz es verlangt.`,
      ],
    },
    {
      id: 'liability',
      heading: `9. Haftung`,
      blocks: [
        `Jeder Nutzer ist für seine eigenen Angebote, Aussagen und Verträge verantwortlich. Unsere Haftung Ihnen gegenüber richtet sich nach dem Abschnitt zur Haftung in unseren Nutzungsbedingungen.`,
      ],
    },
    {
      id: 'changes',
      heading: `10. Änderungen dieser Vereinbarung`,
      blocks: [
        `Wir können diese Vereinbarung aus triftigen Gründen ändern, etwa bei neuen Funktionen oder Gesetzesänderungen. Wir informieren Sie mindestens 30 Tage vor Inkrafttreten einer Änderung per E-Mail. Sind Sie nicht einverstanden, können Sie Ihr Konto vor diesem Datum löschen; andernfalls gilt die geänderte Vereinbarung. Darauf weisen wir in unserer Nachricht hin.`,
      ],
    },
    {
      id: 'final',
      heading: `11. Schlussbestimmungen`,
      blocks: [
        `Für diese Vereinbarung gilt das Recht des Landes, in dem ${v.operator} niedergelassen ist; sind Sie Verbraucher, bleiben die zwingenden Vorschriften Ihres Wohnsitzlandes anwendbar. Sollte eine Bestimmung unwirksam sein, bleibt der Rest wirksam.`,
        { list: contactLines(v) },
      ],
    },
  ],
});

export const germanDocuments = {
  PRIVACY_POLICY: privacyPolicy,
  COOKIES_POLICY: cookiesPolicy,
  TERMS_OF_USE: termsOfUse,
  USER_AGREEMENT: userAgreement,
};
