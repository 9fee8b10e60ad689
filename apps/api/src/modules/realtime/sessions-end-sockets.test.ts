import { randomUUID } from 'node:crypto';
import {
  authSessionResponse,
  CHAT_NAMESPACE,
  conversation as conversationSchema,
  type ChatClientEvents,
  type ChatMessage,
  type ChatServerEvents,
} from '@bazaar/contracts';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import {
  bearer,
  eventually,
  signIn,
  signUpAdmin,
  signUpBuyer,
  signUpSeller,
  withRefreshCookie,
  type SignedIn,
} from '../../test/accounts';
import { twoApiInstances } from '../../test/api-instances';
import { buildTestApp } from '../../test/build-test-app';
import { insertListing } from '../../test/cart-fixtures';
import { connected, listenOnLoopback, openLiveSocket } from '../../test/live-sockets';

type ChatSocket = Socket<ChatServerEvents, ChatClientEvents>;

/**
 * Where the actions happen (`actions`, by requests) and where the sockets listen (`port`): one
 * api on the embedded database, or two instances on PostgreSQL and Redis (the sockets on the
 * other one), as behind a load balancer.
 */
interface Setup {
  actions: App;
  port: number;
  close(): Promise<void>;
}

const setups: Record<string, () => Promise<Setup | undefined>> = {
  'one api instance': async () => {
    const only = await buildTestApp();
    return { actions: only.app, port: await listenOnLoopback(only.app), close: only.close };
  },
  'two api instances': async () => {
    const instances = await twoApiInstances();
    return instances && { actions: instances.first.app, port: instances.secondPort, ...instances };
  },
};

describe.each(Object.keys(setups))('sessions that end take their sockets along (%s)', (name) => {
  let setup: Setup | undefined;
  const sockets: ChatSocket[] = [];

  beforeAll(async () => {
    setup = await setups[name]!();
  });

  afterAll(async () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    await setup?.close();
  });

  const app = () => setup!.actions;

  const post = (url: string, who: { token: string }, payload?: object, headers = {}) =>
    app().inject({
      method: 'POST',
      url,
      headers: { ...bearer(who.token), ...headers },
      ...(payload ? { payload } : {}),
    });

  /** A chat tab on the sockets' instance: what it receives, and whether it was disconnected. */
  async function chatTab(token: string) {
    const socket: ChatSocket = openLiveSocket(setup!.port, CHAT_NAMESPACE, token);
    sockets.push(socket);
    await connected(socket);
    const messages: ChatMessage[] = [];
    socket.on('message', (message) => messages.push(message));
    let disconnectedBy: string | undefined;
    socket.on('disconnect', (reason) => (disconnectedBy = reason));
    return { messages, disconnectedBy: () => disconnectedBy };
  }

  /** A buyer in a conversation with a seller; the seller's tab sees every message of it. */
  async function conversationOf(buyer: SignedIn) {
    const seller = await signUpSeller(app());
    const listing = await insertListing(app(), seller.userId, { priceMinor: 5_000, quantity: 1 });
    const opened = await post('/api/chat/conversations', buyer, {
      subject: { kind: 'listing', id: listing.id },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const { id } = conversationSchema.parse(opened.json());
    const sellersTab = await chatTab(seller.token);
    return {
      /** The seller writes; answers once the seller's own tab has it (the buyer's would too). */
      async write(text: string) {
        const sent = await post(`/api/chat/conversations/${id}/messages`, seller, {
          kind: 'text',
          client_id: randomUUID(),
          text,
        });
        expect(sent.statusCode, sent.body).toBe(201);
        await eventually(() => sellersTab.messages.find((message) => message.text === text));
      },
    };
  }

  /** Waits (generously) for the server to disconnect a tab. */
  const disconnected = (tab: { disconnectedBy(): string | undefined }) =>
    eventually(() => tab.disconnectedBy(), 5_000);

  it('sign-out disconnects that session’s sockets, and only those', async (context) => {
    if (!setup) return context.skip();
    const buyer = await signUpBuyer(app());
    const otherDevice = await signIn(app(), buyer.email, buyer.password);
    const chat = await conversationOf(buyer);
    const signingOut = await chatTab(buyer.token);
    const staying = await chatTab(otherDevice.token);

    const signedOut = await post('/api/auth/sign-out', buyer, undefined, {
      ...withRefreshCookie(buyer.refreshToken),
    });
    expect(signedOut.statusCode, signedOut.body).toBe(204);

    expect(await disconnected(signingOut)).toBe('io server disconnect');
    await chat.write('After the sign-out');
    await eventually(() => staying.messages.find((m) => m.text === 'After the sign-out'));
    expect(signingOut.messages).toEqual([]);
    expect(staying.disconnectedBy()).toBeUndefined();
  });

  it('a changed password disconnects the other sessions’ sockets', async (context) => {
    if (!setup) return context.skip();
    const buyer = await signUpBuyer(app());
    const otherDevice = await signIn(app(), buyer.email, buyer.password);
    const chat = await conversationOf(buyer);
    const changing = await chatTab(buyer.token);
    const elsewhere = await chatTab(otherDevice.token);

    const changed = await app().inject({
      method: 'PUT',
      url: '/api/buyers/me/password',
      headers: bearer(buyer.token),
      payload: { current_password: buyer.password, new_password: 'quiet-meadow-compass-77' },
    });
    expect(changed.statusCode, changed.body).toBe(204);

    expect(await disconnected(elsewhere)).toBe('io server disconnect');
    await chat.write('After the new password');
    await eventually(() => changing.messages.find((m) => m.text === 'After the new password'));
    expect(elsewhere.messages).toEqual([]);
  });

  it('a password reset, an administrator’s new password and a block disconnect every socket', async (context) => {
    if (!setup) return context.skip();
    const admin = await signUpAdmin(app());
    const ends: Record<string, (buyer: SignedIn) => Promise<void>> = {
      'password reset': (buyer) => app().users.resetPassword(buyer.userId, 'calm-river-basket-19'),
      'new password by an administrator': async (buyer) => {
        const generated = await post(`/api/admin/users/${buyer.userId}/password/generate`, admin);
        expect(generated.statusCode, generated.body).toBe(200);
      },
      block: async (buyer) => {
        const blocked = await post(`/api/admin/users/${buyer.userId}/block`, admin, {
          reason: 'Testing the live channel',
        });
        expect(blocked.statusCode, blocked.body).toBe(204);
      },
    };
    for (const [action, end] of Object.entries(ends)) {
      const buyer = await signUpBuyer(app());
      const otherDevice = await signIn(app(), buyer.email, buyer.password);
      const chat = await conversationOf(buyer);
      const tabs = [await chatTab(buyer.token), await chatTab(otherDevice.token)];

      await end(buyer);

      for (const tab of tabs) expect(await disconnected(tab), action).toBe('io server disconnect');
      await chat.write(`After the ${action}`);
      for (const tab of tabs) expect(tab.messages, action).toEqual([]);
    }
  });

  it('stopping a viewing, or the administrator signing out, disconnects the viewing’s sockets', async (context) => {
    if (!setup) return context.skip();
    const admin = await signUpAdmin(app());
    const buyer = await signUpBuyer(app());
    const chat = await conversationOf(buyer);
    const buyersTab = await chatTab(buyer.token);
    const viewAs = async () => {
      const started = await post(`/api/admin/users/${buyer.userId}/view-as`, admin);
      expect(started.statusCode, started.body).toBe(200);
      return authSessionResponse.parse(started.json()).token;
    };

    const viewing = await viewAs();
    const viewingTab = await chatTab(viewing);
    const stopped = await post('/api/view-as/stop', { token: viewing });
    expect(stopped.statusCode, stopped.body).toBe(204);
    expect(await disconnected(viewingTab)).toBe('io server disconnect');

    const nextViewing = await viewAs();
    const nextViewingTab = await chatTab(nextViewing);
    const signedOut = await post('/api/auth/sign-out', admin, undefined, {
      ...withRefreshCookie(admin.refreshToken),
    });
    expect(signedOut.statusCode, signedOut.body).toBe(204);
    expect(await disconnected(nextViewingTab)).toBe('io server disconnect');

    await chat.write('After the viewing');
    await eventually(() => buyersTab.messages.find((m) => m.text === 'After the viewing'));
    expect(viewingTab.messages).toEqual([]);
    expect(nextViewingTab.messages).toEqual([]);
    expect(buyersTab.disconnectedBy()).toBeUndefined();
  });
});
