import { Outlet } from 'react-router-dom';

/** Sign-in pages and other screens without the shell frame: only the routed content. */
export function BlankLayout() {
  return <Outlet />;
}
