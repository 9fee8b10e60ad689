import type { ModerationWord } from '@bazaar/contracts';
import type { ModerationWordRow } from '../../db/schema/listing-moderation';
import { ConflictError, NotFoundError } from '../../errors';
import type { AuditActor } from '../../http/signed-in';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit';
import type { ModerationRepository } from './moderation.repository';

function toWord(row: ModerationWordRow): ModerationWord {
  return { id: row.id, word: row.word, created_at: row.createdAt.toISOString() };
}

export interface ModerationWordsDependencies {
  repository: ModerationRepository;
  audit: Pick<AuditService, 'record'>;
  clock: Clock;
}

/** The list of words that flag listings: read, added to, removed from. */
export function createModerationWords({ repository, audit, clock }: ModerationWordsDependencies) {
  return {
    async words(): Promise<{ items: ModerationWord[] }> {
      return { items: (await repository.listWords()).map(toWord) };
    },

    async addWord(admin: AuditActor, word: string): Promise<ModerationWord> {
      return repository.transaction(async (_queries, tx) => {
        const row = await repository.addWord(word, admin.actor.id, clock.now(), tx);
        if (!row) throw new ConflictError('This word is on the list already.');
        await audit.record(
          {
            ...admin,
            action: 'moderation_word.add',
            subject: { type: 'settings', id: row.id },
            after: { word: row.word },
          },
          tx,
        );
        return toWord(row);
      });
    },

    async removeWord(admin: AuditActor, id: string): Promise<void> {
      await repository.transaction(async (_queries, tx) => {
        const row = await repository.removeWord(id, tx);
        if (!row) throw new NotFoundError('This word is not on the list.');
        await audit.record(
          {
            ...admin,
            action: 'moderation_word.remove',
            subject: { type: 'settings', id: row.id },
            before: { word: row.word },
          },
          tx,
        );
      });
    },
  };
}
