import { Outlet } from 'react-router';

/** Settings pages share the frame's sidebar submenu; each page renders its own header. */
export function SettingsLayout() {
  return <Outlet />;
}
