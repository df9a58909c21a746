// Making a batch of redeem codes (docs/promotions.md, Redeem codes): for a promotion members claim, N single-use
// random codes or one shared code with a number of uses, and when they expire.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsolePromotion } from '@orbit/contracts/console-promotions';
import { MAX_REDEEM_CODES_PER_BATCH, REDEEM_BATCH_KINDS } from '@orbit/contracts/redeem-codes';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input, Select } from '../../components/ui/input.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { downloadBatch, useCreateRedeemBatch } from './api.ts';

/** Kinds a member claims, so a code can award them (the server's CLAIMABLE). */
const CODE_KINDS = new Set(['free_credit', 'birthday', 'rebate_boost']);
type Kind = (typeof REDEEM_BATCH_KINDS)[number];

/** A datetime-local value a week from now, in the browser's zone. */
function inAWeek(): string {
  const at = new Date(Date.now() + 7 * 86_400_000);
  at.setMinutes(at.getMinutes() - at.getTimezoneOffset());
  return at.toISOString().slice(0, 16);
}

export function BatchForm({ promotions }: { promotions: ConsolePromotion[] }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const create = useCreateRedeemBatch();
  const choices = promotions.filter((p) => CODE_KINDS.has(p.kind) && p.state !== 'archived');
  const [promotionId, setPromotionId] = useState<number | ''>('');
  const [kind, setKind] = useState<Kind>('single');
  const [count, setCount] = useState('100');
  const [code, setCode] = useState('');
  const [maxUses, setMaxUses] = useState('100');
  const [expires, setExpires] = useState(inAWeek);
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const whole = (value: string, max: number) => /^\d{1,7}$/.test(value) && Number(value) >= 1 && Number(value) <= max;
  const countOk = kind === 'shared' || whole(count, MAX_REDEEM_CODES_PER_BATCH);
  const usesOk = kind === 'single' || whole(maxUses, 1_000_000);
  const codeOk = kind === 'single' || code.trim() === '' || /^[A-Za-z0-9 -]{4,40}$/.test(code.trim());
  const expiresOk = expires !== '' && new Date(expires).getTime() > Date.now();
  const title = (p: ConsolePromotion) => p.title[i18n.language.toUpperCase() as 'EN'] ?? p.title.EN;

  const submit = () => {
    setTouched(true);
    if (promotionId === '' || !countOk || !usesOk || !codeOk || !expiresOk) return;
    const expiresAt = new Date(expires).toISOString();
    const body =
      kind === 'single'
        ? { kind, promotionId, count: Number(count), expiresAt, note: note.trim() }
        : { kind, promotionId, code: code.trim(), maxUses: Number(maxUses), expiresAt, note: note.trim() };
    create.mutate(body, {
      onSuccess: (batch) => {
        toast.success(t('redeemCodes.made', { count: batch.codeCount }));
        if (batch.kind === 'single') void downloadBatch(batch);
        setTouched(false);
        setNote('');
        setCode('');
      },
    });
  };

  return (
    <Card>
      <CardHeader title={t('redeemCodes.formTitle')} description={t('redeemCodes.formText')} />
      <CardBody className="grid gap-4 md:grid-cols-2">
        <Field label={t('redeemCodes.promotion')} htmlFor="redeem-promotion" error={touched && promotionId === '' ? t('redeemCodes.pickPromotion') : undefined}>
          <Select id="redeem-promotion" value={promotionId} onChange={(event) => setPromotionId(event.target.value === '' ? '' : Number(event.target.value))}>
            <option value="">{t('redeemCodes.choose')}</option>
            {choices.map((p) => (
              <option key={p.id} value={p.id}>
                {title(p)} · {t(`promotions.kinds.${p.kind}`)}
                {p.state === 'draft' ? ` (${t('promotions.states.draft')})` : ''}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('redeemCodes.kind')} htmlFor="redeem-kind" hint={t(`redeemCodes.kindHints.${kind}`)}>
          <div id="redeem-kind" role="radiogroup" aria-label={t('redeemCodes.kind')} className="flex gap-1">
            {REDEEM_BATCH_KINDS.map((option) => (
              <Button
                key={option}
                size="sm"
                role="radio"
                aria-checked={kind === option}
                variant={kind === option ? 'primary' : 'secondary'}
                onClick={() => setKind(option)}
              >
                {t(`redeemCodes.kinds.${option}`)}
              </Button>
            ))}
          </div>
        </Field>
        {kind === 'single' ? (
          <Field
            label={t('redeemCodes.count')}
            htmlFor="redeem-count"
            hint={t('redeemCodes.countHint', { max: MAX_REDEEM_CODES_PER_BATCH })}
            error={touched && !countOk ? t('redeemCodes.countInvalid', { max: MAX_REDEEM_CODES_PER_BATCH }) : undefined}
          >
            <Input id="redeem-count" inputMode="numeric" value={count} invalid={touched && !countOk} onChange={(event) => setCount(event.target.value)} />
          </Field>
        ) : (
          <>
            <Field
              label={t('redeemCodes.code')}
              htmlFor="redeem-code"
              hint={t('redeemCodes.codeHint')}
              error={touched && !codeOk ? t('redeemCodes.codeInvalid') : undefined}
            >
              <Input
                id="redeem-code"
                value={code}
                maxLength={40}
                invalid={touched && !codeOk}
                onChange={(event) => setCode(event.target.value.toUpperCase())}
              />
            </Field>
            <Field
              label={t('redeemCodes.maxUses')}
              htmlFor="redeem-uses"
              hint={t('redeemCodes.maxUsesHint')}
              error={touched && !usesOk ? t('redeemCodes.usesInvalid') : undefined}
            >
              <Input id="redeem-uses" inputMode="numeric" value={maxUses} invalid={touched && !usesOk} onChange={(event) => setMaxUses(event.target.value)} />
            </Field>
          </>
        )}
        <Field label={t('redeemCodes.expires')} htmlFor="redeem-expires" error={touched && !expiresOk ? t('redeemCodes.expiresInvalid') : undefined}>
          <Input
            id="redeem-expires"
            type="datetime-local"
            value={expires}
            invalid={touched && !expiresOk}
            onChange={(event) => setExpires(event.target.value)}
          />
        </Field>
        <Field label={t('redeemCodes.note')} htmlFor="redeem-note" hint={t('redeemCodes.noteHint')}>
          <Input id="redeem-note" value={note} maxLength={200} onChange={(event) => setNote(event.target.value)} />
        </Field>
        <div className="flex flex-col gap-3 md:col-span-2">
          {create.error ? <Alert tone="danger">{errorMessage(t, create.error)}</Alert> : null}
          <div>
            <Button variant="primary" loading={create.isPending} onClick={submit} data-testid="redeem-generate">
              {t('redeemCodes.generate')}
            </Button>
          </div>
        </div>
      </CardBody>
    </Card>
  );
}
