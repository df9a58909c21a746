// Announcements (docs/content.md): what an operator tells members — a marquee line, a notice, a popup after
// login, a promotion. Title and content per language with English as the fallback; content is HTML that the
// server sanitises before storing it (ADR 0023), so the sites render it as it comes.
import { z } from 'zod';
import { text } from './text.ts';
import { defineEndpoint } from './endpoint.ts';

/** Where an announcement appears: the banner strip, the member notices, the popup after login, promotions. */
export const ANNOUNCEMENT_GROUPS = ['banners', 'player', 'popup', 'promotion'] as const;
export type AnnouncementGroup = (typeof ANNOUNCEMENT_GROUPS)[number];

/** The execution type clients filter by: B banner/bulletin, PL player, PU popup, PR promotion, H home. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** Who sees it: everyone (visitors too), logged-in members and agents, or agents only. */
export const ANNOUNCEMENT_AUDIENCES = ['everyone', 'members', 'agents'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

/** The languages an announcement is written in; EN is required and is the fallback. */
export const ANNOUNCEMENT_LANGUAGES = ['EN', 'MS', 'CN'] as const;
export type AnnouncementLanguage = (typeof ANNOUNCEMENT_LANGUAGES)[number];

export const NOTICES_PAGE_SIZE = 9;
export const TITLE_MAX = 200;
/** Characters of HTML per language, before sanitising. */
export const CONTENT_MAX = 20_000;

const title = text().trim().max(TITLE_MAX);
const content = text().max(CONTENT_MAX);
const perLanguage = <T extends z.ZodType>(schema: T) => z.object({ EN: schema, MS: schema.optional(), CN: schema.optional() });

export const announcementInputSchema = z
  .object({
    group: z.enum(ANNOUNCEMENT_GROUPS),
    type: z.enum(ANNOUNCEMENT_TYPES),
    title: perLanguage(title).refine((t) => t.EN.length > 0, { message: 'Input cannot be empty', path: ['EN'] }),
    content: perLanguage(content),
    audience: z.enum(ANNOUNCEMENT_AUDIENCES),
    /** ISO instants; null: from now on / with no end. */
    startsAt: z.iso.datetime({ offset: true }).nullable(),
    endsAt: z.iso.datetime({ offset: true }).nullable(),
    pinned: z.boolean(),
    /** Smaller first among the pinned and among the rest. */
    sortOrder: z.number().int().min(0).max(9999),
    enabled: z.boolean(),
  })
  .refine((a) => a.startsAt === null || a.endsAt === null || Date.parse(a.startsAt) < Date.parse(a.endsAt), {
    message: 'The end must come after the start',
    path: ['endsAt'],
  });
export type AnnouncementInput = z.infer<typeof announcementInputSchema>;

const languageText = z.object({ EN: text(), MS: text().optional(), CN: text().optional() });

export const announcementSchema = z.object({
  id: z.number().int(),
  group: z.enum(ANNOUNCEMENT_GROUPS),
  type: z.enum(ANNOUNCEMENT_TYPES),
  title: languageText,
  content: languageText,
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  startsAt: text().nullable(),
  endsAt: text().nullable(),
  pinned: z.boolean(),
  sortOrder: z.number().int(),
  enabled: z.boolean(),
  createdAt: text(),
  updatedAt: text(),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** An announcement as a member reads it: in the caller's language (EN where it has none). */
export const noticeSchema = z.object({
  id: z.number().int(),
  group: z.enum(ANNOUNCEMENT_GROUPS),
  type: z.enum(ANNOUNCEMENT_TYPES),
  title: text(),
  /** Sanitised HTML. */
  content: text(),
  pinned: z.boolean(),
  /** When it is shown as published: its start, else when it was created (milliseconds since the epoch). */
  date: z.number().int(),
});
export type Notice = z.infer<typeof noticeSchema>;

const noticeQuery = z.object({
  group: z.enum(ANNOUNCEMENT_GROUPS).optional(),
  type: z.enum(ANNOUNCEMENT_TYPES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(NOTICES_PAGE_SIZE),
});
const noticePage = z.object({ items: z.array(noticeSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type NoticePage = z.infer<typeof noticePage>;

export const publicNoticesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/announcements',
  summary: "A visitor's announcements now showing (audience everyone), pinned first, in the Language header's language",
  tag: 'content',
  audience: 'public',
  query: noticeQuery,
  response: noticePage,
});

export const memberNoticesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/announcements',
  summary: "A member's announcements now showing (everyone, members, and agents' ones for an agent)",
  tag: 'content',
  audience: 'member',
  allowTrial: true,
  query: noticeQuery,
  response: noticePage,
});

export const duePopupsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/announcements/popups',
  summary: 'Popups this member has not seen yet, none when they chose "do not show today" for this merchant day',
  tag: 'content',
  audience: 'member',
  allowTrial: true,
  response: z.object({ items: z.array(noticeSchema) }),
});

export const seenPopupsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/announcements/popups/seen',
  summary: 'Records the popups shown to this member (each shows once); doNotShowToday hides any others until the next merchant day',
  tag: 'content',
  audience: 'member',
  allowTrial: true,
  body: z.object({ ids: z.array(z.number().int().positive()).max(50), doNotShowToday: z.boolean() }),
  response: z.object({ recorded: z.number().int() }),
});

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const listSiteAnnouncementsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/announcements',
  summary: "The merchant's announcements, pinned first, newest first",
  tag: 'console-content',
  audience: 'operator',
  permission: 'content.read',
  query: z.object({ group: z.enum(ANNOUNCEMENT_GROUPS).optional() }),
  response: z.object({ items: z.array(announcementSchema) }),
});

export const createSiteAnnouncementEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/announcements',
  summary: 'Create an announcement (content sanitised before it is stored; audited)',
  tag: 'console-content',
  audience: 'operator',
  permission: 'content.write',
  body: announcementInputSchema,
  response: announcementSchema,
});

export const updateSiteAnnouncementEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/cms/announcements/:id',
  summary: 'Change an announcement (content sanitised before it is stored; audited)',
  tag: 'console-content',
  audience: 'operator',
  permission: 'content.write',
  params: idParams,
  body: announcementInputSchema,
  response: announcementSchema,
});

export const deleteSiteAnnouncementEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/cms/announcements/:id',
  summary: 'Remove an announcement (audited)',
  tag: 'console-content',
  audience: 'operator',
  permission: 'content.write',
  params: idParams,
  response: z.object({ deleted: z.boolean() }),
});
