// The labels form: the member's labels as a list and the club label as a switch with its two fields,
// turned into the labels call's body (no club label when switched off).
import { z } from 'zod';
import { memberLabelsEndpoint, type MemberDetail } from '@orbit/contracts/console-members';

const body = memberLabelsEndpoint.body!;

export const memberLabelsFormSchema = z
  .object({
    memberLabel: z.array(z.string()),
    hasClubLabel: z.boolean(),
    // Kept under the body's own name so the body's errors land on these inputs.
    clubLabel: z.object({ labelName: z.string(), rankLevel: z.number() }),
  })
  .transform((values) => ({
    memberLabel: [...new Set(values.memberLabel.map((label) => label.trim()).filter(Boolean))],
    clubLabel: values.hasClubLabel ? values.clubLabel : null,
  }))
  .pipe(body);

export type MemberLabelsForm = z.input<typeof memberLabelsFormSchema>;

export function memberLabelsToForm(member: Pick<MemberDetail, 'memberLabel' | 'clubLabel'>): MemberLabelsForm {
  return {
    memberLabel: member.memberLabel,
    hasClubLabel: member.clubLabel !== null,
    clubLabel: { labelName: member.clubLabel?.labelName ?? '', rankLevel: member.clubLabel?.rankLevel ?? 0 },
  };
}

/** Above this rank the member is served by VIP customer service instead of live chat. */
export const VIP_SERVICE_ABOVE_RANK = 4;
