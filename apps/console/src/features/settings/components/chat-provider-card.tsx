// The outside chat provider of the customer-service settings (docs/chat.md, ADR 0032): an https URL the
// site's live chat opens in a popup instead of the platform's own chat, and optionally one for VIP members
// (rank level above 4). Empty fields clear them. Saved on its own, apart from the contact channels.
import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from 'lucide-react';
import { chatProviderEndpoint, providerUrlSchema, updateChatProviderEndpoint, type ChatProvider } from '@orbit/contracts/customer-service';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { Field, FieldError } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { api } from '../../../lib/api.ts';
import { errorField, errorMessage } from '../../../lib/errors.ts';

type Fields = { url: string; vipUrl: string };
const KEY = ['customer-service', 'provider'];

/** An empty field is null (cleared); anything else must be an https address. */
function check(value: string): { ok: true; value: string | null } | { ok: false } {
  const trimmed = value.trim();
  if (trimmed === '') return { ok: true, value: null };
  return providerUrlSchema.safeParse(trimmed).success ? { ok: true, value: trimmed } : { ok: false };
}

export function ChatProviderCard({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const provider = useQuery({ queryKey: KEY, queryFn: () => api.call(chatProviderEndpoint) });
  const [fields, setFields] = useState<Fields>({ url: '', vipUrl: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  useEffect(() => {
    if (provider.data) setFields({ url: provider.data.url ?? '', vipUrl: provider.data.vipUrl ?? '' });
  }, [provider.data]);

  const save = useMutation({
    mutationFn: (body: ChatProvider) => api.call(updateChatProviderEndpoint, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(KEY, saved);
      toast.success(t('cs.provider.saved'));
    },
    onError: (error) => {
      const field = errorField(error);
      if (field === 'url' || field === 'vipUrl') setErrors({ [field]: errorMessage(t, error) });
      else toast.error(errorMessage(t, error));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const url = check(fields.url);
    const vipUrl = check(fields.vipUrl);
    const found: typeof errors = {};
    if (!url.ok) found.url = t('cs.provider.httpsOnly');
    if (!vipUrl.ok) found.vipUrl = t('cs.provider.httpsOnly');
    setErrors(found);
    if (url.ok && vipUrl.ok) save.mutate({ url: url.value, vipUrl: vipUrl.value });
  }

  const active = Boolean(provider.data?.url || provider.data?.vipUrl);
  return (
    <Card className="mb-4">
      <CardHeader
        title={t('cs.provider.title')}
        description={t('cs.provider.text')}
        icon={<ExternalLink className="size-4" />}
        actions={<Badge tone={active ? 'info' : 'neutral'}>{active ? t('cs.provider.outside') : t('cs.provider.own')}</Badge>}
      />
      <CardBody>
        <form className="grid gap-4 md:grid-cols-2" onSubmit={submit} noValidate>
          <Field label={t('cs.provider.url')} htmlFor="cs-provider-url" hint={t('cs.provider.urlHint')} error={errors.url}>
            <Input
              id="cs-provider-url"
              type="url"
              inputMode="url"
              placeholder="https://"
              value={fields.url}
              invalid={Boolean(errors.url)}
              disabled={!canWrite || provider.isPending}
              onChange={(e) => setFields({ ...fields, url: e.target.value })}
            />
          </Field>
          <Field label={t('cs.provider.vipUrl')} htmlFor="cs-provider-vip" hint={t('cs.provider.vipHint')} error={errors.vipUrl}>
            <Input
              id="cs-provider-vip"
              type="url"
              inputMode="url"
              placeholder="https://"
              value={fields.vipUrl}
              invalid={Boolean(errors.vipUrl)}
              disabled={!canWrite || provider.isPending}
              onChange={(e) => setFields({ ...fields, vipUrl: e.target.value })}
            />
          </Field>
          {provider.isError ? <FieldError className="md:col-span-2" message={errorMessage(t, provider.error)} /> : null}
          {canWrite ? (
            <div className="flex justify-end md:col-span-2">
              <Button type="submit" variant="primary" loading={save.isPending} data-testid="cs-provider-save">
                {t('cs.provider.save')}
              </Button>
            </div>
          ) : null}
        </form>
      </CardBody>
    </Card>
  );
}
