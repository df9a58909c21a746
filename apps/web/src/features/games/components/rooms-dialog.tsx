// The room list of a pvp room game (docs/games.md): pick a table, then the launch goes to that room.
import type { Game } from '@orbit/contracts/games';
import { displayAmount } from '@orbit/contracts/money-format';
import { DoorOpen, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useRooms } from '../api/get-rooms.ts';
import { useCurrencySymbol } from './currency.tsx';

interface RoomsDialogProps {
  game: Game | null;
  launching: boolean;
  onPick: (roomId: string) => void;
  onClose: () => void;
}

export function RoomsDialog({ game, launching, onPick, onClose }: RoomsDialogProps) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const rooms = useRooms(game?.gameId ?? null);
  return (
    <Dialog open={game !== null} onOpenChange={(open) => !open && onClose()}>
      {game ? (
        <DialogContent title={t('games.rooms.title', { name: game.displayName })} description={t('games.rooms.description')}>
          <div className="p-5">
            {rooms.isPending ? (
              <Spinner className="flex justify-center py-6" label={t('games.loading')} />
            ) : rooms.isError ? (
              <p className="text-sm text-danger">{t('games.rooms.error')}</p>
            ) : rooms.data.length === 0 ? (
              <p className="text-sm text-text-muted">{t('games.rooms.empty')}</p>
            ) : (
              <ul className="space-y-2" aria-label={t('games.rooms.list')}>
                {rooms.data.map((room) => (
                  <li key={room.roomId} className="flex items-center gap-3 rounded-xl border border-border bg-surface-raised p-3">
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent/15 text-accent">
                      <DoorOpen className="size-5" aria-hidden />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-semibold">{room.name}</span>
                      <span className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-text-muted">
                        <span className="whitespace-nowrap">{t('games.rooms.minBet', { amount: displayAmount(room.minBet, symbol) })}</span>
                        <span className="flex items-center gap-1 whitespace-nowrap">
                          <Users className="size-3.5" aria-hidden />
                          {t('games.rooms.seats', { count: room.seats })}
                        </span>
                      </span>
                    </span>
                    <Button size="sm" disabled={launching} onClick={() => onPick(room.roomId)}>
                      {t('games.rooms.join')}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
