import { Outlet } from 'react-router';
import { Header } from './header.tsx';
import { SkipLink } from './site-layout.tsx';
import { TabBar } from './tab-bar.tsx';

/** Lottery pages show only the header; the phone keeps its tab bar to get back out. */
export function LotteryLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 pb-24 outline-none lg:pb-8">
        <Outlet />
      </main>
      <TabBar />
    </div>
  );
}
