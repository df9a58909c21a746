import type { ReactNode } from 'react';

/** Label and value pairs of a review dialog, two columns on wide screens. */
export function FactGrid({ facts }: { facts: readonly ({ label: ReactNode; value: ReactNode; wide?: boolean } | null)[] }) {
  return (
    <dl className="grid gap-x-5 gap-y-3 sm:grid-cols-2">
      {facts.map((fact, index) =>
        fact ? (
          <div key={index} className={fact.wide ? 'sm:col-span-2' : undefined}>
            <dt className="text-[11px] font-semibold tracking-wide text-slate-500 uppercase">{fact.label}</dt>
            <dd className="mt-0.5 text-[13px] break-words text-slate-900">{fact.value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
