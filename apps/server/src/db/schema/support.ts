// What members and visitors send the operator (docs/support.md): feedback tickets with their images and the
// operator's replies, and applications to join the agent programme. Only modules/support writes these tables.
import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** A member's feedback or complaint: open until the operator replies, closed when nothing more is to be done. */
export const feedbackTickets = pgTable(
  'feedback_tickets',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    /** The member's username when it wrote (usernames do not change), so the console's list needs no join. */
    username: text('username').notNull(),
    category: text('category').notNull(),
    content: text('content').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('feedback_tickets_status_ck', sql`${t.status} IN ('open', 'replied', 'closed')`),
    index('feedback_tickets_member_idx').on(t.merchantId, t.memberId, t.id),
    index('feedback_tickets_status_idx').on(t.merchantId, t.status, t.id),
  ],
);

/** An operator's answer to a ticket. */
export const feedbackReplies = pgTable(
  'feedback_replies',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => feedbackTickets.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id').notNull(),
    operatorId: integer('operator_id').notNull(),
    operatorName: text('operator_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('feedback_replies_ticket_idx').on(t.ticketId, t.id)],
);

/**
 * An image a member uploaded for its feedback (png or jpg, by its bytes), private to the member and the
 * merchant's operators. ticket_id is set when the feedback naming it is sent; until then it belongs to nobody else.
 */
export const feedbackImages = pgTable(
  'feedback_images',
  {
    id: text('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    ticketId: integer('ticket_id').references(() => feedbackTickets.id, { onDelete: 'cascade' }),
    /** Its place among the ticket's images. */
    position: integer('position'),
    mime: text('mime').notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('feedback_images_member_idx').on(t.merchantId, t.memberId, t.createdAt), index('feedback_images_ticket_idx').on(t.ticketId)],
);

/** A visitor's application to become an agent: pending until an operator approves (an account is made) or rejects it. */
export const agentApplications = pgTable(
  'agent_applications',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    /** What the applicant checks the decision with: random, upper-case letters and digits. */
    reference: text('reference').notNull(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    countryDialingCode: text('country_dialing_code'),
    mobileNum: text('mobile_num'),
    email: text('email'),
    otherContact: text('other_contact'),
    message: text('message').notNull(),
    status: text('status').notNull().default('pending'),
    rejectReason: text('reject_reason'),
    /** The agent account made on approval. */
    memberId: integer('member_id'),
    decidedBy: text('decided_by'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('agent_applications_status_ck', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
    uniqueIndex('agent_applications_reference_uq').on(t.merchantId, t.reference),
    index('agent_applications_status_idx').on(t.merchantId, t.status, t.id),
    // One application waiting per username: a second one while the first is pending is refused.
    uniqueIndex('agent_applications_pending_username_uq')
      .on(t.merchantId, sql`lower(${t.username})`)
      .where(sql`${t.status} = 'pending'`),
  ],
);
