import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { IconButton } from '../../../components/ui/button.tsx';

export interface RowActionsProps {
  index: number;
  count: number;
  name: string;
  onMove: (offset: -1 | 1) => void;
  onEdit?: () => void;
  onRemove: () => void;
}

/** Reorder, edit and remove buttons of one list entry. */
export function RowActions({ index, count, name, onMove, onEdit, onRemove }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-end gap-0.5">
      <IconButton label={t('list.moveUp', { name })} icon={<ArrowUp className="size-4" />} disabled={index === 0} onClick={() => onMove(-1)} />
      <IconButton label={t('list.moveDown', { name })} icon={<ArrowDown className="size-4" />} disabled={index === count - 1} onClick={() => onMove(1)} />
      {onEdit ? <IconButton label={t('list.edit', { name })} icon={<Pencil className="size-4" />} onClick={onEdit} /> : null}
      <IconButton label={t('list.remove', { name })} icon={<Trash2 className="size-4 text-red-600" />} onClick={onRemove} />
    </div>
  );
}
