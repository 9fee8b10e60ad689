import { createChatRepository, createChatService } from '../modules/chat';
import type { DemoAccount } from './activity';
import { demoCarts, demoEvents, playClock, type DemoSeedStep } from './demo-services';
import { demoPeople } from './people';

const MINUTE = 60_000;

/** Nobody is connected while the seed runs: nothing to push. */
const offline = {
  message: () => undefined,
  messageUpdated: () => undefined,
  conversation: () => undefined,
  receipt: () => undefined,
};

/**
 * Two demo conversations, so that `/chat` shows chat working: buyer1 asks seller1 about a Shop
 * Hub product (seller1 has the last message unread), and buyer2 makes an offer on a negotiable
 * Flea Market ad, which its owner has not answered yet. Played through the chat service in the
 * seed's transaction, each message at its time.
 */
export const seedDemoConversations: DemoSeedStep = async (tx, plan, now, log) => {
  const clock = playClock(now);
  const events = demoEvents(tx, clock, log);
  const chat = createChatService({
    repository: createChatRepository(tx),
    live: offline,
    throttle: { hit: async () => undefined },
    carts: demoCarts(tx, events, clock),
    clock,
  });
  const idByEmail = new Map(plan.users.map((user) => [user.email, user.id]));
  const accountOf = (localPart: string) => {
    const person = demoPeople.find((candidate) => candidate.email.split('@')[0] === localPart);
    const id = person ? idByEmail.get(person.email.toLowerCase()) : undefined;
    if (!person || !id) throw new Error(`The demo plan has no account ${localPart}`);
    return { id, type: person.accountType, status: 'active', blockedReason: null } as const;
  };
  const forSale = plan.listings.filter(
    (listing) =>
      (listing.status ?? 'active') === 'active' &&
      listing.draftState === 'sent' &&
      listing.priceMinor !== null &&
      listing.priceMinor !== undefined,
  );
  const at = (minutesAgo: number) => {
    clock.set(new Date(now.getTime() - minutesAgo * MINUTE));
  };
  const text =
    (who: DemoAccount & { status: 'active'; blockedReason: null }, id: string) =>
    async (minutesAgo: number, words: string) => {
      at(minutesAgo);
      return chat.send(who, id, {
        kind: 'text',
        client_id: `demo-${minutesAgo}-${id}`,
        text: words,
      });
    };

  const buyer1 = accountOf('buyer1');
  const seller1 = accountOf('seller1');
  const product = forSale.find((l) => l.ownerId === seller1.id && l.section === 'catalog');
  const buyer2 = accountOf('buyer2');
  const ad = forSale.find(
    (l) =>
      l.section === 'flea-market' &&
      l.negotiable === true &&
      l.ownerId !== buyer2.id &&
      plan.users.some((user) => user.id === l.ownerId && user.blockedReason == null),
  );
  let conversations = 0;

  if (product) {
    at(130);
    const { conversation } = await chat.open(buyer1, {
      subject: { kind: 'listing', id: product.id },
    });
    await text(buyer1, conversation.id)(
      125,
      'Hi! Is this still available, and could you ship it to Berlin?',
    );
    const { message: answer } = await text(seller1, conversation.id)(
      110,
      'Yes, it is in stock. Delivery to Berlin takes two days.',
    );
    at(100);
    await chat.markRead(buyer1, conversation.id, answer.id);
    await text(buyer1, conversation.id)(95, 'Great, I will order it today.');
    conversations += 1;
  }

  if (ad?.priceMinor) {
    at(60);
    const { conversation } = await chat.open(buyer2, { subject: { kind: 'listing', id: ad.id } });
    await text(buyer2, conversation.id)(58, 'Hello! Would you take a little less for it?');
    at(57);
    await chat.send(buyer2, conversation.id, {
      kind: 'offer',
      client_id: `demo-offer-${conversation.id}`,
      amount_minor: Math.max(100, Math.round((ad.priceMinor * 0.8) / 100) * 100),
    });
    conversations += 1;
  }
  return conversations;
};
