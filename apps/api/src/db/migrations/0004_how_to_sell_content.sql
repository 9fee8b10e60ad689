-- The how-to-sell guide Bazaar ships with, in English and German (issue 4). Admins edit it later;
-- this runs once, so their edits are never overwritten.
INSERT INTO "how_to_sell_paragraphs" ("locale", "position", "title", "body") VALUES
  ('en', 1, 'Create your seller account', 'Selling on Bazaar starts with a free account. Choose the kind that fits you:

- A business account, if you sell as a company or a registered trader: shops in the Shop Hub, service providers, dealers in the Automarket and agencies in Property.
- A personal account, if you sell things you own as a private person: second-hand goods in the Flea Market, or services you offer now and then.

A business account has an account name (your address on Bazaar) and your registered business name. You decide which of the two names your buyers see on your listings.

Confirm your email address and your phone number in your profile settings. Verified sellers get answers faster, and we can reach you if something about an order needs your attention.'),
  ('en', 2, 'Choose the right division', 'Bazaar has six divisions, and buyers search within them. Putting a listing in the right one is the easiest way to be found:

- Shop Hub: new products from shops, with variants such as sizes and colours.
- Flea Market: used and second-hand items from private people.
- Services: bookable work such as repairs, lessons or cleaning, with time slots buyers reserve.
- Food: fresh and homemade food from local producers.
- Automarket: cars, motorbikes, bicycles and parts.
- Property: flats, houses, rooms and commercial space to rent or to buy.

Inside a division, pick the most specific category and subcategory you can. Buyers who filter by category never see a listing that sits one level too high.'),
  ('en', 3, 'Take photos that sell', 'The first photo is what buyers see in search results and on the home page. It decides whether they click.

- Use daylight or a bright room, and a calm, uncluttered background.
- Show the whole item first, then details: labels, serial numbers, the inside, the back.
- Photograph scratches, stains and other flaws honestly. It prevents disputes and builds trust.
- Use your own pictures of the actual item. Stock photos are fine for new products in the Shop Hub, not for used goods.
- Take several angles, keep the camera level, and avoid filters that change the colour.'),
  ('en', 4, 'Write a clear title and description', 'A good title says what the item is in the words buyers type into the search: the product, the brand, the model and one key detail, for example "Road bike Canyon Endurace, 56 cm, carbon". Leave out capital letters, exclamation marks and phrases such as "must see".

In the description, answer the questions a buyer would otherwise have to ask:

- Condition and age, and any flaws.
- Size, dimensions, weight or capacity.
- What is included: accessories, original box, receipt, manuals.
- For services: what exactly you do, how long it takes and where you work.

Short paragraphs read better than one long block, especially on a phone.'),
  ('en', 5, 'Set a fair price', 'Look at similar listings on Bazaar before you decide. A price close to the market sells faster than one you later have to lower several times.

Mark the price as negotiable if you are open to offers; buyers see the label on your listing. For rentals in Property and for hire items, state whether the price is per day or per month.

Businesses selling to consumers show final prices including VAT. If you charge extra for delivery, say so in the description before the buyer has to ask.'),
  ('en', 6, 'Offer shipping or pickup', 'State clearly how the buyer gets the item: shipping, pickup or both. Listings with both options reach more buyers.

- For shipping, pack the item well and use tracked shipping for anything valuable. Keep the receipt until the buyer confirms arrival.
- For pickup, your listing shows only the postal code and the town, never your street. Share the exact address in the chat once you have agreed on a time.
- Large items such as furniture or cars are usually collected: mention stairs, parking or help needed for loading.'),
  ('en', 7, 'Sell safely', 'Most buyers are honest, and a few habits keep it that way:

- Keep the conversation in the Bazaar chat, so that there is a record if something goes wrong.
- Never share your password, verification codes or sign-in links. Bazaar staff will never ask for them.
- Be careful with buyers who want to pay more than the price, ask you to forward money, or send links to outside payment pages. Check your account or the payment provider yourself before you ship.
- For pickups, meet in daylight, bring somebody along for valuable items, and count cash before you hand the item over.

If something seems wrong, report it through the Support page with the topic "Report abuse". We look at every report.'),
  ('en', 8, 'Import your e-shop', 'If you already run an online shop, you do not have to create every product again. Business accounts connect their shop under Profile, E-Shop Integration, and Bazaar imports the products with their pictures, prices and stock, and keeps them in step.

Three platforms are supported: Shopify, Shopline and BigCommerce. Bazaar recommends Shopline: its owners get a 10% discount on their subscription after the global trial period.

After the first import, check a few products: the division and category, the photos and the shipping details. Changes you make in your shop reach Bazaar with the next synchronisation.'),
  ('en', 9, 'Keep your listings up to date', 'Answer messages quickly; buyers often contact several sellers and go with the first clear answer. Update the quantity when you sell something elsewhere, and mark items as sold out instead of leaving them online.

Going on holiday? Pause your account in the profile settings: your listings disappear from the marketplace and come back unchanged when you unpause.

Questions we have not answered here? Write to us on the Support page; we are happy to help you get started.'),
  ('de', 1, 'Verkäuferkonto anlegen', 'Verkaufen auf Bazaar beginnt mit einem kostenlosen Konto. Wähle die Art, die zu dir passt:

- Ein Geschäftskonto, wenn du als Unternehmen oder eingetragene Händlerin bzw. eingetragener Händler verkaufst: Shops im Shop Hub, Dienstleister, Autohäuser im Automarkt und Makler im Bereich Immobilien.
- Ein privates Konto, wenn du als Privatperson Dinge verkaufst, die dir gehören: Gebrauchtes auf dem Flohmarkt oder gelegentliche Dienstleistungen.

Ein Geschäftskonto hat einen Kontonamen (deine Adresse auf Bazaar) und deinen eingetragenen Firmennamen. Du entscheidest, welcher der beiden Namen bei deinen Angeboten erscheint.

Bestätige deine E-Mail-Adresse und deine Telefonnummer in den Profileinstellungen. Verifizierte Verkäufer bekommen schneller Antworten, und wir erreichen dich, wenn eine Bestellung deine Aufmerksamkeit braucht.'),
  ('de', 2, 'Den passenden Bereich wählen', 'Bazaar hat sechs Bereiche, und Käufer suchen innerhalb dieser Bereiche. Ein Angebot im richtigen Bereich wird am leichtesten gefunden:

- Shop Hub: neue Produkte aus Shops, mit Varianten wie Größen und Farben.
- Flohmarkt: gebrauchte Artikel von Privatpersonen.
- Dienstleistungen: buchbare Arbeiten wie Reparaturen, Unterricht oder Reinigung, mit Terminen, die Käufer reservieren.
- Essen: frische und hausgemachte Speisen und Lebensmittel von Erzeugern aus der Region.
- Automarkt: Autos, Motorräder, Fahrräder und Ersatzteile.
- Immobilien: Wohnungen, Häuser, Zimmer und Gewerbeflächen zur Miete oder zum Kauf.

Wähle innerhalb eines Bereichs die genaueste Kategorie und Unterkategorie. Käufer, die nach Kategorie filtern, sehen ein Angebot nicht, das eine Ebene zu hoch einsortiert ist.'),
  ('de', 3, 'Fotos, die verkaufen', 'Das erste Foto sehen Käufer in den Suchergebnissen und auf der Startseite. Es entscheidet, ob sie klicken.

- Fotografiere bei Tageslicht oder in einem hellen Raum, vor einem ruhigen, aufgeräumten Hintergrund.
- Zeige zuerst den ganzen Artikel, dann Details: Etiketten, Seriennummern, das Innere, die Rückseite.
- Fotografiere Kratzer, Flecken und andere Mängel ehrlich. Das vermeidet Streit und schafft Vertrauen.
- Verwende eigene Bilder des tatsächlichen Artikels. Produktfotos des Herstellers sind für Neuware im Shop Hub in Ordnung, nicht für Gebrauchtes.
- Nimm mehrere Blickwinkel auf, halte die Kamera gerade und verzichte auf Filter, die Farben verfälschen.'),
  ('de', 4, 'Klarer Titel, gute Beschreibung', 'Ein guter Titel nennt den Artikel mit den Worten, die Käufer in die Suche tippen: Produkt, Marke, Modell und ein wichtiges Merkmal, zum Beispiel „Rennrad Canyon Endurace, 56 cm, Carbon“. Verzichte auf Großbuchstaben, Ausrufezeichen und Floskeln wie „Muss man gesehen haben“.

Beantworte in der Beschreibung die Fragen, die Käufer sonst stellen müssten:

- Zustand und Alter, und eventuelle Mängel.
- Größe, Maße, Gewicht oder Kapazität.
- Was dazugehört: Zubehör, Originalverpackung, Rechnung, Anleitungen.
- Bei Dienstleistungen: was du genau machst, wie lange es dauert und wo du arbeitest.

Kurze Absätze lesen sich besser als ein langer Block, besonders auf dem Handy.'),
  ('de', 5, 'Einen fairen Preis festlegen', 'Sieh dir vor der Entscheidung ähnliche Angebote auf Bazaar an. Ein marktnaher Preis verkauft schneller als einer, den du später mehrmals senken musst.

Markiere den Preis als verhandelbar, wenn du offen für Angebote bist; Käufer sehen den Hinweis an deinem Angebot. Gib bei Mietobjekten und Verleihartikeln an, ob der Preis pro Tag oder pro Monat gilt.

Unternehmen, die an Verbraucher verkaufen, zeigen Endpreise inklusive Mehrwertsteuer. Wenn für die Lieferung Kosten anfallen, nenne sie in der Beschreibung, bevor Käufer danach fragen müssen.'),
  ('de', 6, 'Versand oder Abholung anbieten', 'Schreibe klar, wie Käufer den Artikel bekommen: Versand, Abholung oder beides. Angebote mit beiden Möglichkeiten erreichen mehr Käufer.

- Verpacke den Artikel beim Versand sorgfältig und versende Wertvolles mit Sendungsverfolgung. Bewahre den Beleg auf, bis der Käufer die Ankunft bestätigt.
- Bei Abholung zeigt dein Angebot nur Postleitzahl und Ort, nie deine Straße. Teile die genaue Adresse im Chat, sobald ihr einen Termin vereinbart habt.
- Große Artikel wie Möbel oder Autos werden meist abgeholt: Erwähne Treppen, Parkmöglichkeiten oder ob beim Verladen Hilfe nötig ist.'),
  ('de', 7, 'Sicher verkaufen', 'Die meisten Käufer sind ehrlich, und ein paar Gewohnheiten sorgen dafür, dass es so bleibt:

- Führe die Unterhaltung im Bazaar-Chat, damit es einen Nachweis gibt, falls etwas schiefgeht.
- Gib niemals dein Passwort, Bestätigungscodes oder Anmeldelinks weiter. Das Bazaar-Team fragt nie danach.
- Sei vorsichtig bei Käufern, die mehr als den Preis zahlen wollen, dich bitten, Geld weiterzuleiten, oder Links zu fremden Zahlungsseiten schicken. Prüfe dein Konto oder den Zahlungsanbieter selbst, bevor du versendest.
- Triff dich zur Abholung bei Tageslicht, nimm bei wertvollen Artikeln eine Begleitung mit und zähle Bargeld, bevor du den Artikel übergibst.

Wenn dir etwas merkwürdig vorkommt, melde es über die Support-Seite mit dem Thema „Missbrauch melden“. Wir sehen uns jede Meldung an.'),
  ('de', 8, 'Deinen Onlineshop importieren', 'Wenn du bereits einen Onlineshop betreibst, musst du nicht jedes Produkt neu anlegen. Geschäftskonten verbinden ihren Shop unter Profil, E-Shop-Anbindung, und Bazaar importiert die Produkte mit Bildern, Preisen und Bestand und hält sie auf dem neuesten Stand.

Drei Plattformen werden unterstützt: Shopify, Shopline und BigCommerce. Bazaar empfiehlt Shopline: Seine Nutzer erhalten nach dem allgemeinen Testzeitraum 10 % Rabatt auf ihr Abonnement.

Prüfe nach dem ersten Import einige Produkte: Bereich und Kategorie, Fotos und Versandangaben. Änderungen in deinem Shop erreichen Bazaar mit der nächsten Synchronisierung.'),
  ('de', 9, 'Angebote aktuell halten', 'Antworte schnell auf Nachrichten; Käufer schreiben oft mehrere Verkäufer an und entscheiden sich für die erste klare Antwort. Passe die Menge an, wenn du etwas anderswo verkaufst, und markiere Artikel als ausverkauft, statt sie online zu lassen.

Du fährst in den Urlaub? Pausiere dein Konto in den Profileinstellungen: Deine Angebote verschwinden vom Marktplatz und kommen unverändert zurück, wenn du die Pause beendest.

Noch Fragen, die hier nicht beantwortet sind? Schreib uns über die Support-Seite; wir helfen dir gern beim Start.')
ON CONFLICT ("locale", "position") DO NOTHING;
