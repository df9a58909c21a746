import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUp, Undo2 } from 'lucide-react';
import type { ConsoleGame } from '@orbit/contracts/console-games';
import { Button } from '../../../components/ui/button.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { Table, TD, TH, THead, TR } from '../../../components/ui/table.tsx';
import type { UpdateGameBody } from '../api/update-game.ts';
import { OrderInput } from './order-input.tsx';

const ACCEPTED = 'image/png,image/jpeg,image/webp,image/svg+xml';

/** A game's name in the console's language, else EN. */
function nameOf(game: ConsoleGame, language: string): string {
  const code = language.toUpperCase().startsWith('ZH') ? 'CN' : language.slice(0, 2).toUpperCase();
  return game.names[code] ?? game.names.EN ?? game.gameCode;
}

function TileCell({ game, canWrite, onUpload, onReset }: { game: ConsoleGame; canWrite: boolean; onUpload: (file: File) => void; onReset: () => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const custom = game.imageUrl.startsWith('/media/');
  return (
    <div className="flex items-center gap-2">
      <img src={game.imageUrl} alt="" className="size-12 rounded object-cover ring-1 ring-slate-200" />
      {canWrite ? (
        <>
          <input
            ref={input}
            type="file"
            accept={ACCEPTED}
            className="hidden"
            aria-label={t('games.uploadTile')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onUpload(file);
            }}
          />
          <Button size="sm" variant="ghost" icon={<ImageUp className="size-4" />} onClick={() => input.current?.click()}>
            {t('games.uploadTile')}
          </Button>
          {custom ? (
            <Button size="sm" variant="ghost" icon={<Undo2 className="size-4" />} onClick={onReset}>
              {t('games.resetTile')}
            </Button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

export function GamesTable({
  games,
  canWrite,
  onChange,
  onUpload,
}: {
  games: ConsoleGame[];
  canWrite: boolean;
  onChange: (game: ConsoleGame, change: UpdateGameBody) => void;
  onUpload: (game: ConsoleGame, file: File) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Table label={t('games.games')}>
      <THead>
        <tr>
          <TH>{t('games.game')}</TH>
          <TH>{t('games.tile')}</TH>
          <TH>{t('games.type')}</TH>
          <TH className="text-right">{t('games.minBet')}</TH>
          <TH className="text-right">{t('games.lines')}</TH>
          <TH>{t('games.enabled')}</TH>
          <TH>{t('games.maintenance')}</TH>
          <TH>{t('games.hot')}</TH>
          <TH>{t('games.order')}</TH>
        </tr>
      </THead>
      <tbody>
        {games.map((game) => (
          <TR key={game.gameId}>
            <TD>
              <p className="font-medium text-slate-900">{nameOf(game, i18n.language)}</p>
              <p className="font-mono text-[11px] text-slate-500">
                {game.vendorCode} · {game.gameCode}
              </p>
            </TD>
            <TD>
              <TileCell game={game} canWrite={canWrite} onUpload={(file) => onUpload(game, file)} onReset={() => onChange(game, { imageUrl: null })} />
            </TD>
            <TD className="text-slate-600">{game.gameType}</TD>
            <TD className="text-right tabular">{game.minBet}</TD>
            <TD className="text-right tabular">{game.lines ?? '—'}</TD>
            <TD>
              <Switch
                size="sm"
                label={t('games.enabled')}
                checked={game.enabled}
                disabled={!canWrite}
                onCheckedChange={(enabled) => onChange(game, { enabled })}
              />
            </TD>
            <TD>
              <Switch
                size="sm"
                label={t('games.maintenance')}
                checked={game.maintenance}
                disabled={!canWrite}
                onCheckedChange={(maintenance) => onChange(game, { maintenance })}
              />
            </TD>
            <TD>
              <Switch size="sm" label={t('games.hot')} checked={game.isHot} disabled={!canWrite} onCheckedChange={(isHot) => onChange(game, { isHot })} />
            </TD>
            <TD>
              <OrderInput value={game.sortOrder} label={t('games.order')} disabled={!canWrite} onSave={(sortOrder) => onChange(game, { sortOrder })} />
            </TD>
          </TR>
        ))}
      </tbody>
    </Table>
  );
}
