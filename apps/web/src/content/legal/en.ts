import { type LegalDocumentBuilder, type LegalVariables } from './types';

const contactLines = ({ operator, email, address }: LegalVariables): string[] => [
  `${operator}`,
  ...(address ? [address] : []),
  `Email: ${email}`,
];

const privacyPolicy: LegalDocumentBuilder = (v) => ({
  title: `Privacy Policy`,
  summary: `How ${v.operator} handles personal data when you visit this marketplace, create an account, buy, sell or book through it.`,
  sections: [
    {
      id: 'controller',
      heading: `1. Who is responsible`,
      blocks: [
        `This marketplace runs on Bazaar, open-source marketplace software. The instance you are using is operated by ${v.operator} ("we", "us"), who decides why and how your personal data is processed and is the controller within the meaning of the EU General Data Protection Regulation (GDPR). The people who write the Bazaar software do not operate this instance and receive none of your data.`,
        { list: contactLines(v) },
      ],
    },
    {
      id: 'data-we-collect',
      heading: `2. What we collect`,
      blocks: [
        `We collect only what the marketplace needs to work. Depending on how you use it, that is:`,
        {
          list: [
            `Account data: your email address, your password (stored only as an argon2id hash, never in readable form), the account type you chose (buyer or business), your name or account name, and — if you add them — your phone number, profile photo or shop logo. Business accounts also give their business name and the business details they choose to publish.`,
            `Verification data: the one-time codes and links we send by email or text message to confirm your address or number, and whether that confirmation succeeded.`,
            `Listings and public content: the products, flea-market ads, services, slots, photos, prices, descriptions and locations you publish, and the feedback you leave. These are public by design.`,
            `Marketplace activity: your cart, the products you compare or mark as favourites, your bookings and reservations, cart history and the notifications we send you.`,
            `Messages: the chats you have with other users and the support requests you send us.`,
            `Technical data: your IP address, browser and device type, language, the pages you request and when. We use it to deliver pages, protect sign-in and other forms against abuse (for example by limiting attempts per address) and keep the service secure.`,
            `Error reports: when the app fails in your browser, it sends us the error message, the page address, a short trail of the preceding steps in the app and — if you are signed in — your user id and email address, so that we can find and fix the problem.`,
            `Cookies and browser storage: see our Cookies Policy. We use only what is strictly necessary.`,
          ],
        },
        `We do not use advertising networks, analytics trackers or social-media plug-ins, and we do not buy data about you from others.`,
      ],
    },
    {
      id: 'purposes',
      heading: `3. Why we use it, and on what legal basis`,
      blocks: [
        {
          list: [
            `To provide your account and the marketplace — publishing listings, showing search results, keeping your cart, carrying messages between buyers and sellers, handling bookings — because it is necessary to perform our agreement with you (Art. 6(1)(b) GDPR).`,
            `To send service messages such as verification codes, sign-in links, password resets and notifications about your listings, orders and messages, for the same reason.`,
            `To keep the marketplace secure, prevent fraud and abuse, enforce our Terms of Use and User Agreement, and find and fix errors, based on our legitimate interest in a safe and working service (Art. 6(1)(f) GDPR).`,
            `To answer your support requests, based on our agreement with you or, for visitors without an account, our legitimate interest in helping them.`,
            `To keep records we are required to keep by law, for example commercial and tax records (Art. 6(1)(c) GDPR).`,
            `Where we ask for your consent — for example if you choose to join our channel on a messaging app — on the basis of that consent (Art. 6(1)(a) GDPR), which you can withdraw at any time with effect for the future.`,
          ],
        },
      ],
    },
    {
      id: 'recipients',
      heading: `4. Who sees your data`,
      blocks: [
        {
          list: [
            `Everyone: your public profile (name or business name, photo or logo) and your listings and feedback are visible to every visitor.`,
            `The other party: when you message, buy, sell or book, the other user sees what is needed to complete it, such as your name and the details of the order or booking.`,
            `Service providers who process data on our behalf and under our instructions, such as our hosting provider and the providers that deliver our email and text messages. They are bound by data processing agreements (Art. 28 GDPR).`,
            `E-shop platforms: if you connect a shop on shopify, shopline or bigcommerce, we exchange with that platform the data needed to import and synchronise your products, as you instruct us.`,
            `Authorities and courts, where we are legally obliged to disclose data or need to establish, exercise or defend legal claims.`,
          ],
        },
        `We do not sell your personal data and we do not share it for advertising.`,
      ],
    },
    {
      id: 'transfers',
      heading: `5. Transfers outside the European Economic Area`,
      blocks: [
        `We aim to process your data within the European Economic Area. If a service provider processes data in a country without an adequacy decision of the European Commission, we do so only with appropriate safeguards, such as the Commission's standard contractual clauses, a copy of which you can request from us.`,
      ],
    },
    {
      id: 'retention',
      heading: `6. How long we keep it`,
      blocks: [
        {
          list: [
            `Account data: as long as your account exists. When you delete your account, we delete or anonymise your data within 30 days, except what we must keep by law.`,
            `Listings: until you delete them or your account.`,
            `Messages and orders: they stay available to the other party after you delete your account, without your name.`,
            `Sign-in sessions: a session ends when you sign out, after 7 days without use or 30 days after sign-in, whichever comes first (the operator may set shorter periods).`,
            `Verification codes and one-time links: until they are used or expire, at most a few hours.`,
            `Error reports: at most 90 days.`,
            `Technical logs: as long as needed to operate and secure the service, usually a few weeks.`,
            `Support requests: until the request is resolved and for up to 12 months afterwards, in case you come back to it.`,
            `Records we must keep by law, such as invoices: for the statutory period, up to 10 years.`,
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      heading: `7. Your rights`,
      blocks: [
        `You have the right to access your personal data, to have it corrected, erased or its processing restricted, to receive it in a portable format, and to object to processing based on legitimate interests. Where we rely on your consent, you may withdraw it at any time.`,
        `Much of this you can do yourself in your profile settings: edit your details, change your email address or password, pause your account or delete it. For everything else, write to ${v.email}. We answer within one month.`,
        `You also have the right to lodge a complaint with a data protection supervisory authority, in particular in the country where you live or work or where the alleged infringement took place.`,
      ],
    },
    {
      id: 'security',
      heading: `8. Security`,
      blocks: [
        `We protect your data with technical and organisational measures appropriate to the risk: passwords are hashed with argon2id, the token that renews your sign-in is kept in a cookie that scripts cannot read, access to personal data is limited to people who need it, and connections are encrypted when the marketplace is served over HTTPS. No system is perfectly secure; if a breach puts your rights at risk, we will tell you and the authorities as the law requires.`,
      ],
    },
    {
      id: 'children',
      heading: `9. Children`,
      blocks: [
        `The marketplace is not intended for children. You must be at least 16 years old to create an account.`,
      ],
    },
    {
      id: 'automated-decisions',
      heading: `10. Automated decisions`,
      blocks: [
        `We do not make decisions about you that are based solely on automated processing and have legal or similarly significant effects. Limits on repeated attempts (for example at sign-in) are security measures that lift by themselves after a short time.`,
      ],
    },
    {
      id: 'changes',
      heading: `11. Changes to this policy`,
      blocks: [
        `We update this policy when the marketplace or the law changes. The date at the top shows the current version. If a change matters to account holders, we tell them by email before it takes effect.`,
      ],
    },
    {
      id: 'contact',
      heading: `12. Contact`,
      blocks: [`For questions about this policy or your data, contact:`, { list: contactLines(v) }],
    },
  ],
});

const cookiesPolicy: LegalDocumentBuilder = (v) => ({
  title: `Cookies Policy`,
  summary: `Which cookies and other browser storage this marketplace uses, why, and for how long.`,
  sections: [
    {
      id: 'what',
      heading: `1. Cookies and similar technologies`,
      blocks: [
        `Cookies are small text files a website stores in your browser. Websites can also keep data in the browser's local storage, session storage and offline cache. This policy covers all of them, and we call them "cookies" for short.`,
      ],
    },
    {
      id: 'necessary-only',
      heading: `2. We use only strictly necessary cookies`,
      blocks: [
        `${v.operator} uses cookies only where they are strictly necessary to provide the service you ask for: to keep you signed in, to remember choices you made (language, colour theme, layout) and to let the marketplace work offline. Under the EU ePrivacy rules (and, in Germany, § 25(2) TDDDG) such cookies do not need your consent, which is why you do not see a consent banner.`,
        `We do not use advertising, analytics, profiling or social-media cookies, and no third party sets cookies through this marketplace.`,
      ],
    },
    {
      id: 'list',
      heading: `3. What we store`,
      blocks: [{ storageInventory: true }],
    },
    {
      id: 'third-parties',
      heading: `4. Links to other services`,
      blocks: [
        `Some links lead to other services, such as e-shop platforms or our channel on a messaging app. Those services set their own cookies only once you open them, under their own policies.`,
      ],
    },
    {
      id: 'control',
      heading: `5. How to control cookies`,
      blocks: [
        `You can see and delete cookies and site data at any time in your browser's settings, and block them for this site. Because all of them are necessary, blocking them means you cannot stay signed in and the marketplace will forget your choices; browsing listings still works.`,
      ],
    },
    {
      id: 'changes',
      heading: `6. Changes and contact`,
      blocks: [
        `If we ever want to use cookies that are not strictly necessary, we will ask for your consent first and update this policy. Questions: ${v.email}.`,
      ],
    },
  ],
});

const termsOfUse: LegalDocumentBuilder = (v) => ({
  title: `Terms of Use`,
  summary: `The rules for everyone who visits or uses this marketplace, with or without an account.`,
  sections: [
    {
      id: 'scope',
      heading: `1. Scope`,
      blocks: [
        `These terms apply to your use of this marketplace, operated by ${v.operator} on the open-source Bazaar software. If you create an account, our User Agreement applies in addition. By using the marketplace you accept these terms.`,
      ],
    },
    {
      id: 'service',
      heading: `2. What the marketplace is`,
      blocks: [
        `The marketplace brings buyers together with shops, private sellers and service providers across its divisions: Shop Hub, Flea Market, Services, Food, Automarket and Property. Sales, bookings and rentals are agreed directly between the users involved. Unless we expressly say otherwise, ${v.operator} is not a party to those contracts and does not sell the items or services listed.`,
        `Listings, prices and availability are provided by sellers. We check listings against our rules but cannot guarantee that every listing is accurate, lawful or available.`,
      ],
    },
    {
      id: 'availability',
      heading: `3. Availability`,
      blocks: [
        `We work to keep the marketplace available and secure, but we do not guarantee uninterrupted access. We may change, limit or pause features, for example for maintenance, security or legal reasons, and we will try to announce planned interruptions in advance.`,
      ],
    },
    {
      id: 'acceptable-use',
      heading: `4. Acceptable use`,
      blocks: [
        `When using the marketplace you must not:`,
        {
          list: [
            `break the law or infringe other people's rights, including intellectual property and privacy;`,
            `publish content that is illegal, deceptive, hateful, harassing, violent or sexually explicit;`,
            `send spam or unsolicited advertising, or try to take deals off the marketplace in order to defraud others;`,
            `interfere with the marketplace, for example by spreading malware, overloading it, probing its security or getting around its limits and access controls;`,
            `collect data about other users by automated means, except as allowed by a published interface of the marketplace;`,
            `pretend to be someone else, or create accounts by automated means.`,
          ],
        },
        `We may remove content and restrict access when these rules are broken, as described in the User Agreement.`,
      ],
    },
    {
      id: 'content',
      heading: `5. Content and intellectual property`,
      blocks: [
        `The Bazaar software is open source and published under the MIT Licence; you may use it under that licence. The name and logo of this marketplace, its texts and its compilation of content belong to ${v.operator} or its licensors.`,
        `Content published by users belongs to them. By publishing it, users allow ${v.operator} to store, display, adapt in format (for example resize photos) and make it available on the marketplace for as long as it is published.`,
        `If you believe content on the marketplace is illegal or infringes your rights, report it through the Support page or to ${v.email}. We review every report and tell you what we decided.`,
      ],
    },
    {
      id: 'links',
      heading: `6. Links to other services`,
      blocks: [
        `The marketplace links to services of others, such as e-shop platforms and our channel on a messaging app. Their own terms and privacy policies apply there; we are not responsible for their content.`,
      ],
    },
    {
      id: 'liability',
      heading: `7. Liability`,
      blocks: [
        `The marketplace is provided free of charge to visitors. We are liable without limitation for intent and gross negligence, for injury to life, body or health, under product liability law and wherever liability cannot be limited by law. For slight negligence we are liable only for breaches of essential obligations — those that make the proper use of the marketplace possible in the first place and on which you may rely — and only for the typical, foreseeable damage. Beyond that, our liability is excluded.`,
      ],
    },
    {
      id: 'changes',
      heading: `8. Changes to these terms`,
      blocks: [
        `We may change these terms for valid reasons, such as new features or changes in the law. The date at the top shows the current version; changes apply from the moment they are published, for account holders as described in the User Agreement.`,
      ],
    },
    {
      id: 'law',
      heading: `9. Applicable law`,
      blocks: [
        `These terms are governed by the law of the country where ${v.operator} is established. If you are a consumer, you keep the protection of the mandatory rules of the country where you live. The European Commission's online dispute resolution platform was discontinued in July 2025; we are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board.`,
      ],
    },
    {
      id: 'contact',
      heading: `10. Contact`,
      blocks: [{ list: contactLines(v) }],
    },
  ],
});

const userAgreement: LegalDocumentBuilder = (v) => ({
  title: `User Agreement`,
  summary: `The agreement between you and ${v.operator} when you create an account to buy, sell or book on this marketplace.`,
  sections: [
    {
      id: 'parties',
      heading: `1. The agreement`,
      blocks: [
        `This agreement is concluded between you and ${v.operator} when you sign up, as a user (buyer) or as a business (seller). It applies together with our Terms of Use; our Privacy Policy explains how we handle your data.`,
      ],
    },
    {
      id: 'account',
      heading: `2. Your account`,
      blocks: [
        {
          list: [
            `You must be at least 16 years old, and a business account must be opened by someone entitled to act for the business.`,
            `Give accurate details and keep them up to date. We may ask you to verify your email address or phone number before you can use certain features.`,
            `Keep your password secret and do not share your account. Tell us at once if you think someone else has access to it. You are responsible for what happens in your account unless you could not have prevented it.`,
            `One person or business may hold more than one account only if each serves a clearly separate purpose and none is used to get around a restriction.`,
          ],
        },
      ],
    },
    {
      id: 'buying',
      heading: `3. Buying and booking`,
      blocks: [
        `When you buy an item or book a service, the contract is concluded directly with the seller or provider, under the terms they state in the listing. The seller is responsible for the description, the delivery or performance, the price and any statutory rights you have, such as warranty and — when buying from a business at a distance — the right of withdrawal. Read the listing and the seller's details carefully before you commit.`,
        `Items in your cart are not reserved until the seller confirms the order. A booked slot binds you and the provider; cancel in good time if you cannot attend.`,
      ],
    },
    {
      id: 'selling',
      heading: `4. Selling and listing`,
      blocks: [
        `If you publish listings, you confirm that:`,
        {
          list: [
            `you are entitled to sell the item or offer the service, and it is lawful to do so where you and the buyer are;`,
            `the description, photos, condition, price and availability are accurate and complete, and you own the rights to the photos and texts you use;`,
            `as a business, you state your identity and contact details, show prices including VAT where applicable, and meet your obligations towards consumers, including information duties, warranty and withdrawal rights;`,
            `you keep your listings current and remove them when the item is sold or no longer available;`,
            `you do not list prohibited items, such as weapons, drugs, counterfeit or stolen goods, recalled or unsafe products, live animals where the law forbids it, adult content, or anything else whose sale is illegal.`,
          ],
        },
        `The Flea Market is for second-hand goods sold by private persons. Businesses list in Shop Hub or the division that fits their offer.`,
      ],
    },
    {
      id: 'fees',
      heading: `5. Fees`,
      blocks: [
        `Creating an account and buying on the marketplace are free. Some features for sellers may require a paid subscription or a fee; their price and terms are shown before you agree to pay, and nothing is charged without your confirmation.`,
      ],
    },
    {
      id: 'conduct',
      heading: `6. Messages and feedback`,
      blocks: [
        `Use messages to discuss listings, orders and bookings. Be respectful, do not send spam, and never ask for payment outside the agreed methods in order to mislead. Feedback must be honest and based on a real transaction; do not offer or accept anything in return for feedback.`,
      ],
    },
    {
      id: 'moderation',
      heading: `7. Moderation and restrictions`,
      blocks: [
        `We may review listings and content, ask you to revise a listing, or remove it if it breaks this agreement, our Terms of Use or the law. If there is a serious or repeated breach, we may pause or block your account. We act proportionately, take into account the circumstances and your legitimate interests, and tell you the reasons for our decision, unless the law forbids it. You can contest a decision through the Support page; a person reviews every appeal.`,
      ],
    },
    {
      id: 'pause-close',
      heading: `8. Pausing and closing your account`,
      blocks: [
        `You can pause your account in your profile settings: your data is kept but nothing you published is shown until you resume it. You can delete your account at any time in the same place; open orders and bookings must still be completed. After deletion, your orders and messages remain for the other party, without your name.`,
        `We may end this agreement with 30 days' notice by email, or immediately for good cause, such as a serious breach or if the law requires it.`,
      ],
    },
    {
      id: 'liability',
      heading: `9. Liability`,
      blocks: [
        `Each user is responsible for their own listings, statements and contracts. Our liability towards you is governed by the liability section of our Terms of Use.`,
      ],
    },
    {
      id: 'changes',
      heading: `10. Changes to this agreement`,
      blocks: [
        `We may change this agreement for valid reasons, such as new features or changes in the law. We will tell you by email at least 30 days before a change takes effect. If you do not agree, you may delete your account before that date; otherwise the changed agreement applies. We will point this out in our message.`,
      ],
    },
    {
      id: 'final',
      heading: `11. Final provisions`,
      blocks: [
        `This agreement is governed by the law of the country where ${v.operator} is established; if you are a consumer, the mandatory rules of the country where you live remain applicable. Should a provision be invalid, the rest remains in force.`,
        { list: contactLines(v) },
      ],
    },
  ],
});

export const englishDocuments = {
  PRIVACY_POLICY: privacyPolicy,
  COOKIES_POLICY: cookiesPolicy,
  TERMS_OF_USE: termsOfUse,
  USER_AGREEMENT: userAgreement,
};
