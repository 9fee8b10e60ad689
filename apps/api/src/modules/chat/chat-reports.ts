// Reports: a party reports a conversation or a message; administrators list the reports.
import {
  chatLimits,
  plainText,
  type ChatReport,
  type ChatReportBody,
  type ChatReportListQuery,
} from '@bazaar/contracts';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import { throttleRules } from '../throttle';
import { toChatParty } from './chat-views';
import { messageNotFound, type ChatContext, type Writer } from './chat-rules';
import { namesOf, partyConversation, subjectsOf } from './conversation-views';

/** `POST /chat/reports`: a party reports the conversation, or one message of it. */
export async function reportConversation(
  { repository, throttle, clock }: ChatContext,
  account: Writer,
  body: ChatReportBody,
): Promise<{ id: string }> {
  const { row, other } = await partyConversation(repository, account.id, body.conversation_id);
  if (body.message_id) {
    const message = await repository.findMessage(body.message_id);
    if (!message || message.conversationId !== row.id) throw messageNotFound();
  }
  await throttle.hit(throttleRules.chatReportsPerAccount, account.id);
  const report = await repository.insertReport({
    conversationId: row.id,
    messageId: body.message_id ?? null,
    reporterId: account.id,
    reportedId: other,
    reason: body.reason,
    details: plainText(body.details ?? ''),
    createdAt: clock.now(),
  });
  return { id: report.id };
}

/** `GET /admin/chat/reports`: newest first. */
export async function listReports({ repository }: ChatContext, query: ChatReportListQuery) {
  const limit = query.limit ?? chatLimits.conversationPageMax;
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await repository.reports(
    after ? { at: new Date(after.createdAt), id: after.id } : undefined,
    limit + 1,
    query.account_id,
  );
  const page = rows.slice(0, limit);
  const conversations = new Map(
    (await repository.conversationsByIds(page.map((r) => r.conversationId))).map((row) => [
      row.id,
      row,
    ]),
  );
  const subject = await subjectsOf(repository, [...conversations.values()]);
  const names = await namesOf(
    repository,
    page.flatMap((r) => [r.reporterId, r.reportedId]),
  );
  const items: ChatReport[] = page.flatMap((report) => {
    const conversation = conversations.get(report.conversationId);
    if (!conversation) return [];
    return [
      {
        id: report.id,
        conversation_id: report.conversationId,
        message_id: report.messageId,
        reason: report.reason,
        details: report.details,
        reporter: toChatParty(report.reporterId, names.get(report.reporterId)),
        reported: toChatParty(report.reportedId, names.get(report.reportedId)),
        subject: subject(conversation.subjectKind, conversation.subjectId),
        created_at: report.createdAt.toISOString(),
      },
    ];
  });
  const last = page.at(-1);
  return {
    items,
    next_cursor:
      rows.length > limit && last
        ? encodeCursor({ createdAt: last.createdAt.toISOString(), id: last.id })
        : null,
  };
}
