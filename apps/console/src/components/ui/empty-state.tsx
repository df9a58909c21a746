import type { ReactNode } from 'react';

export function EmptyState({ icon, title, description, action }: { icon?: ReactNode; title: ReactNode; description?: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 px-6 py-12 text-center">
      {icon ? <div className="mb-1 flex size-10 items-center justify-center rounded-full bg-slate-100 text-slate-400">{icon}</div> : null}
      <p className="font-medium text-slate-800">{title}</p>
      {description ? <p className="max-w-sm text-[13px] text-slate-500">{description}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
