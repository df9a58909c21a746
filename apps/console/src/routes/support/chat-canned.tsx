// The desk's canned replies: everyone at the desk picks from them; chat.manage adds, changes and removes them.
import { createCannedEndpoint, deleteCannedEndpoint, listCannedEndpoint, updateCannedEndpoint } from '@orbit/contracts/chat-desk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { Input, Textarea } from '../../components/ui/input.tsx';
import { useCan } from '../../features/session/hooks/use-operator.ts';
import { api } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';

export function CannedReplies() {
  const { t } = useTranslation();
  const canManage = useCan('chat.manage');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<number | null>(null);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const list = useQuery({ queryKey: ['chat', 'canned'], queryFn: () => api.call(listCannedEndpoint) });
  const done = () => {
    setEditing(null);
    setTitle('');
    setBody('');
    void queryClient.invalidateQueries({ queryKey: ['chat', 'canned'] });
  };
  const save = useMutation({
    mutationFn: () =>
      editing === null
        ? api.call(createCannedEndpoint, { body: { title, body } })
        : api.call(updateCannedEndpoint, { params: { id: editing }, body: { title, body } }),
    onSuccess: done,
  });
  const remove = useMutation({ mutationFn: (id: number) => api.call(deleteCannedEndpoint, { params: { id } }), onSuccess: done });
  return (
    <Card>
      <CardHeader title={t('chat.canned.title')} description={t('chat.canned.description')} />
      <ul className="divide-y divide-slate-100">
        {(list.data?.items ?? []).map((item) => (
          <li key={item.id} className="flex items-start gap-3 px-4 py-2 text-sm">
            <span className="min-w-0 flex-1">
              <span className="block font-medium">{item.title}</span>
              <span className="block text-slate-500">{item.body}</span>
            </span>
            {canManage ? (
              <>
                <Button size="sm" variant="secondary" onClick={() => (setEditing(item.id), setTitle(item.title), setBody(item.body))}>
                  {t('chat.canned.edit')}
                </Button>
                <Button size="sm" variant="secondary" onClick={() => remove.mutate(item.id)}>
                  {t('chat.canned.delete')}
                </Button>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      {canManage ? (
        <form
          className="space-y-2 border-t border-slate-100 p-4"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate();
          }}
        >
          <Input
            value={title}
            maxLength={60}
            placeholder={t('chat.canned.titleField')}
            aria-label={t('chat.canned.titleField')}
            onChange={(e) => setTitle(e.target.value)}
          />
          <Textarea
            value={body}
            maxLength={1000}
            rows={2}
            placeholder={t('chat.canned.bodyField')}
            aria-label={t('chat.canned.bodyField')}
            onChange={(e) => setBody(e.target.value)}
          />
          {save.error ? <p className="text-xs text-red-600">{errorMessage(t, save.error)}</p> : null}
          <Button type="submit" size="sm" disabled={!title.trim() || !body.trim()}>
            {editing === null ? t('chat.canned.add') : t('chat.canned.save')}
          </Button>
        </form>
      ) : null}
    </Card>
  );
}
