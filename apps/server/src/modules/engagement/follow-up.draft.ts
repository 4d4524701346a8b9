import { SHARE_EMAIL_BODY_MAX, SHARE_EMAIL_SUBJECT_MAX } from '@folio/shared';
import { z } from 'zod';
import { type AiClient, AiError } from '../../platform/ai/ai-client.ts';
import { promptParts } from '../../platform/ai/prompt.ts';

/** What a follow-up is written from: the viewer, what they looked at most, the presentation and its owner. */
export type FollowUpFacts = {
  viewerName: string | null;
  title: string;
  /** Asset titles, most time first. */
  sections: string[];
  ownerName: string;
};
export type DraftText = { subject: string; message: string };

/** 'A', 'A and B', 'A, B and C'. */
const listed = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
const firstName = (name: string | null) => name?.trim().split(/\s+/)[0] || 'there';

/** The draft without an AI provider (or when it fails): the same facts in a fixed wording. */
export function templateDraft(f: FollowUpFacts): DraftText {
  const interest = f.sections.length
    ? `I noticed you spent the most time on ${listed(f.sections.map((s) => `“${s}”`))}, so I would be happy to tell you more about ${f.sections.length > 1 ? 'them' : 'it'} or answer any questions.`
    : 'I hope you found it useful, and I would be happy to answer any questions.';
  return {
    subject: `Following up on ${f.title}`,
    message: [
      `Hi ${firstName(f.viewerName)},`,
      `Thank you for taking the time to look at “${f.title}”. ${interest}`,
      'Would you have a few minutes for a quick call this week?',
      `Best regards,\n${f.ownerName}`,
    ].join('\n\n'),
  };
}

const SYSTEM =
  'You write a short, warm follow-up e-mail from a real-estate or sales agent to someone who viewed the ' +
  'presentation they sent. Answer with a JSON object only: {"subject": "…", "message": "…"}. The subject ' +
  'has at most 10 words. The message is plain text (no markdown, no HTML, no links) of at most 120 words: ' +
  'greet the viewer by first name, thank them, name each of the sections they spent most time on and offer ' +
  'to tell them more, propose a quick call, sign with the agent’s name.';
const TASK = 'Write the follow-up e-mail from the facts below.';

const answerSchema = z.object({
  subject: z.string().trim().min(1).max(SHARE_EMAIL_SUBJECT_MAX),
  message: z.string().trim().min(1).max(SHARE_EMAIL_BODY_MAX),
});

/** The draft from the configured model; an AiError when it fails or answers out of format. */
export async function aiDraft(ai: AiClient, userId: number, f: FollowUpFacts): Promise<DraftText> {
  const facts = [
    `Viewer: ${f.viewerName ?? 'unknown name'}`,
    `Presentation: ${f.title}`,
    `Sections they spent most time on: ${f.sections.length ? f.sections.join('; ') : 'none in particular'}`,
    `Agent: ${f.ownerName}`,
  ].join('\n');
  const { text } = await ai.complete({
    userId,
    feature: 'follow_up',
    json: true,
    maxTokens: 500,
    temperature: 0.5,
    messages: promptParts({ system: SYSTEM, task: TASK, data: [{ label: 'facts', text: facts }] }),
  });
  try {
    return answerSchema.parse(JSON.parse(text));
  } catch {
    throw new AiError('provider', 'The AI provider answered out of format.');
  }
}
