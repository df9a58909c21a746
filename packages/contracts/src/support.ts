// What members and visitors send the operator (docs/support.md): feedback and complaints with up to three
// images, answered by the operator in the console; and applications to join the agent programme, approved
// (an agent account is created) or rejected with a reason.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { email, text } from './text.ts';

export const FEEDBACK_CATEGORIES = ['deposit', 'withdrawal', 'games', 'account', 'promotion', 'suggestion', 'complaint', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** open: waiting for the operator; replied: the operator answered; closed: nothing more to do. */
export const FEEDBACK_STATUSES = ['open', 'replied', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** Characters of a member's feedback. */
export const FEEDBACK_CONTENT_MAX = 140;
export const FEEDBACK_IMAGES_MAX = 3;
/** Each image: png or jpg, under 5 MB (checked by its bytes). */
export const FEEDBACK_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const FEEDBACK_REPLY_MAX = 1000;

/** Multipart upload of one image (field "file"); answers { imageId } to name in the feedback. */
export const FEEDBACK_IMAGE_UPLOAD_PATH = '/wps/feedback/images';
/** The member reads back its own image. */
export const FEEDBACK_IMAGE_READ_PATH = '/wps/feedback/images/:id';
/** An operator with feedback.read reads any image of the merchant's feedback. */
export const CONSOLE_FEEDBACK_IMAGE_READ_PATH = '/cms/feedback/images/:id';

const imageId = text().regex(/^[A-Za-z0-9_-]{16,64}$/, 'an image id from the upload');

export const feedbackInputSchema = z.object({
  category: z.enum(FEEDBACK_CATEGORIES),
  content: text().trim().min(1, 'Please write your feedback').max(FEEDBACK_CONTENT_MAX),
  imageIds: z
    .array(imageId)
    .max(FEEDBACK_IMAGES_MAX, `At most ${FEEDBACK_IMAGES_MAX} images`)
    .refine((ids) => new Set(ids).size === ids.length, 'The same image is named twice')
    .default([]),
});
export type FeedbackInput = z.input<typeof feedbackInputSchema>;

const replySchema = z.object({ id: z.number().int(), body: text(), createdAt: text() });

export const feedbackTicketSchema = z.object({
  id: z.number().int(),
  category: z.enum(FEEDBACK_CATEGORIES),
  content: text(),
  status: z.enum(FEEDBACK_STATUSES),
  imageIds: z.array(text()),
  replies: z.array(replySchema),
  createdAt: text(),
  updatedAt: text(),
});
export type FeedbackTicket = z.infer<typeof feedbackTicketSchema>;

/** The console's view: the ticket with who sent it and who answered. */
export const consoleFeedbackTicketSchema = feedbackTicketSchema.extend({
  memberId: z.number().int(),
  username: text(),
  replies: z.array(replySchema.extend({ operatorName: text() })),
});
export type ConsoleFeedbackTicket = z.infer<typeof consoleFeedbackTicketSchema>;

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(50).default(20);
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const sendFeedbackEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/feedback',
  summary: 'Send feedback or a complaint: a category, up to 140 characters and up to 3 uploaded images',
  tag: 'support',
  audience: 'member',
  body: feedbackInputSchema,
  response: feedbackTicketSchema,
});

export const myFeedbackEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/feedback',
  summary: "The member's feedback, newest first, with the operator's replies",
  tag: 'support',
  audience: 'member',
  query: z.object({ page, pageSize }),
  response: z.object({ items: z.array(feedbackTicketSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
});

export const listFeedbackEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/feedback',
  summary: "The merchant's feedback tickets, newest first, optionally of one status",
  tag: 'console-support',
  audience: 'operator',
  permission: 'feedback.read',
  query: z.object({ status: z.enum(FEEDBACK_STATUSES).optional(), page, pageSize }),
  response: z.object({ items: z.array(consoleFeedbackTicketSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
});

export const replyFeedbackEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/feedback/:id/replies',
  summary: 'Answer a feedback ticket (the member reads it; the ticket becomes replied; audited)',
  tag: 'console-support',
  audience: 'operator',
  permission: 'feedback.write',
  params: idParams,
  body: z.object({ body: text().trim().min(1, 'Please write a reply').max(FEEDBACK_REPLY_MAX) }),
  response: consoleFeedbackTicketSchema,
});

export const setFeedbackStatusEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/cms/feedback/:id/status',
  summary: 'Close or reopen a feedback ticket (audited)',
  tag: 'console-support',
  audience: 'operator',
  permission: 'feedback.write',
  params: idParams,
  body: z.object({ status: z.enum(FEEDBACK_STATUSES) }),
  response: consoleFeedbackTicketSchema,
});

// ---- Agent applications ----

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_MESSAGE_MAX = 500;

const dialingCode = text().regex(/^\+?\d{1,4}$/, 'a country calling code such as 60');
const mobileNum = text().regex(/^\d{6,15}$/, 'digits only');

export const agentApplicationInputSchema = z
  .object({
    /** The agent account's username if approved (the merchant's username rule applies). */
    username: text().trim().min(1).max(40),
    name: text().trim().min(1, 'Please tell us your name').max(60),
    countryDialingCode: dialingCode.optional(),
    mobileNum: mobileNum.optional(),
    email: email().max(120).optional(),
    /** Messenger or other contact (Telegram, WhatsApp, WeChat id). */
    otherContact: text().trim().max(80).optional(),
    /** Experience, audience, expected players: read by the operator. */
    message: text().trim().max(APPLICATION_MESSAGE_MAX).default(''),
  })
  .refine((a) => a.mobileNum !== undefined || a.email !== undefined, { message: 'Give a mobile number or an e-mail address', path: ['mobileNum'] })
  .refine((a) => a.mobileNum === undefined || a.countryDialingCode !== undefined, { message: 'Choose the country code', path: ['countryDialingCode'] });
export type AgentApplicationInput = z.input<typeof agentApplicationInputSchema>;

/** What the applicant can read with its reference. */
export const applicationStatusSchema = z.object({
  reference: text(),
  username: text(),
  status: z.enum(APPLICATION_STATUSES),
  rejectReason: text().nullable(),
  createdAt: text(),
  decidedAt: text().nullable(),
});
export type ApplicationStatusView = z.infer<typeof applicationStatusSchema>;

export const agentApplicationSchema = z.object({
  id: z.number().int(),
  reference: text(),
  username: text(),
  name: text(),
  mobile: text().nullable(),
  email: text().nullable(),
  otherContact: text().nullable(),
  message: text(),
  status: z.enum(APPLICATION_STATUSES),
  rejectReason: text().nullable(),
  memberId: z.number().int().nullable(),
  decidedBy: text().nullable(),
  createdAt: text(),
  decidedAt: text().nullable(),
});
export type AgentApplication = z.infer<typeof agentApplicationSchema>;

export const applyAgentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/agent-applications',
  summary: 'Apply to become an agent; answers a reference to check the decision with',
  tag: 'support',
  audience: 'public',
  body: agentApplicationInputSchema,
  response: applicationStatusSchema,
});

export const applicationStatusEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/agent-applications/:reference',
  summary: "An application's decision, by the reference its applicant was given",
  tag: 'support',
  audience: 'public',
  params: z.object({ reference: text().regex(/^[A-Z0-9]{6,20}$/, 'the reference you were given') }),
  response: applicationStatusSchema,
});

export const listApplicationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/agent-applications',
  summary: 'Applications to become an agent, newest first, optionally of one status',
  tag: 'console-support',
  audience: 'operator',
  permission: 'agents.read',
  query: z.object({ status: z.enum(APPLICATION_STATUSES).optional(), page, pageSize }),
  response: z.object({ items: z.array(agentApplicationSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
});

export const approveApplicationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/agent-applications/:id/approve',
  summary: 'Approve: creates the agent account with its affiliate code and tells the applicant (audited)',
  tag: 'console-support',
  audience: 'operator',
  permission: 'agents.write',
  params: idParams,
  response: z.object({ application: agentApplicationSchema, affiliateCode: text() }),
});

export const rejectApplicationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/agent-applications/:id/reject',
  summary: 'Reject with a reason the applicant is told (audited)',
  tag: 'console-support',
  audience: 'operator',
  permission: 'agents.write',
  params: idParams,
  body: z.object({ reason: text().trim().min(1, 'Please give a reason').max(300) }),
  response: z.object({ application: agentApplicationSchema }),
});

// ---- Winners board ----

export const winnerSchema = z.object({
  /** The username masked: its first two characters, three stars, its last one (ab***9). */
  player: text(),
  gameName: text(),
  /** The win in the merchant's currency, as a decimal string. */
  amount: text(),
  at: text(),
});
export type Winner = z.infer<typeof winnerSchema>;

export const winnersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/winners',
  summary: "Recent real wins in the house games and lottery, usernames masked; empty while the merchant's winners board is off",
  tag: 'support',
  audience: 'public',
  query: z.object({ limit: z.coerce.number().int().min(1).max(30).default(12) }),
  response: z.object({ items: z.array(winnerSchema) }),
});

/** What the image upload answers (inside the usual { success, value } envelope). */
export const feedbackImageReplySchema = z.object({ imageId: text() });
