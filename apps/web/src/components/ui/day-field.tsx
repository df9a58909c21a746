// A calendar day typed or picked, always shown as the merchant's yyyy-MM-dd (docs/conventions.md, "Time and time
// zones"): a browser's own date box shows the day in the browser's locale (27/11/2026, 11/27/2026…), which is
// not the date format the rest of the site uses. The text box takes yyyy-MM-dd; the calendar button opens the
// browser's picker on a hidden date box whose value is yyyy-MM-dd whatever the locale.
import { clsx } from 'clsx';
import { CalendarDays } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { fieldClass } from './labelled-field.tsx';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day when the text is a real yyyy-MM-dd calendar day (not 2026-02-30), else null. */
export function parseDay(text: string): string | null {
  const match = DAY.exec(text.trim());
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? text.trim() : null;
}

/** Keeps digits and dashes, and puts the dashes of yyyy-MM-dd in as the digits come. */
export function cleanDayInput(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 4) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 4)}-${digits.slice(4)}`;
  return `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6)}`;
}

interface DayFieldProps {
  value: string;
  onChange: (day: string) => void;
  min?: string | undefined;
  max?: string | undefined;
  invalid?: boolean;
  /** Label of the calendar button ("Choose a day"). */
  pickLabel: string;
  className?: string;
  testId?: string;
}

export function DayField({ value, onChange, min, max, invalid, pickLabel, className, testId }: DayFieldProps) {
  const [text, setText] = useState(value);
  const picker = useRef<HTMLInputElement>(null);
  // A new day from outside (a preset, the picker) replaces what was being typed.
  useEffect(() => setText(value), [value]);
  const typedBad = text !== value && text.length === 10 && parseDay(text) === null;
  return (
    <span className={clsx('relative mt-1 flex', className)}>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="yyyy-MM-dd"
        maxLength={10}
        value={text}
        onChange={(event) => {
          const next = cleanDayInput(event.target.value);
          setText(next);
          const day = parseDay(next);
          if (day) onChange(day);
        }}
        onBlur={() => setText(value)}
        className={clsx(fieldClass, 'h-full w-full border-border pe-9 tabular-nums')}
        aria-invalid={invalid || typedBad ? true : undefined}
        data-testid={testId}
      />
      <button
        type="button"
        aria-label={pickLabel}
        title={pickLabel}
        onClick={() => {
          const box = picker.current;
          if (!box) return;
          // showPicker where the browser has it; a click on the box elsewhere.
          if (typeof box.showPicker === 'function') box.showPicker();
          else box.click();
        }}
        className="absolute inset-y-0 end-0 flex w-9 items-center justify-center text-text-muted hover:text-accent"
      >
        <CalendarDays className="size-4" aria-hidden />
      </button>
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden
        value={value}
        min={min}
        max={max}
        onChange={(event) => {
          if (parseDay(event.target.value)) onChange(event.target.value);
        }}
        className="pointer-events-none absolute end-0 bottom-0 size-px opacity-0 [color-scheme:dark]"
      />
    </span>
  );
}
