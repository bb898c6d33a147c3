import { Fragment, useEffect, useSyncExternalStore, type ReactNode } from 'react';

interface OpenDialog {
  id: number;
  render: () => ReactNode;
}

/** Dialogs opened with openDialog, in opening order; the host renders them. */
let openDialogs: readonly OpenDialog[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function setOpenDialogs(next: readonly OpenDialog[]) {
  openDialogs = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows a dialog and resolves with what it closes with, so a page can `await` the user's answer.
 * `render` gets the `close` function; the first call closes the dialog, later calls are ignored.
 * Needs `<DialogHost />` mounted once inside the router and the i18n provider.
 * @example const choice = await openDialog<DownloadColumnsResult>((close) => <DownloadColumnsDialog loadColumns={load} onClose={close} />);
 */
export function openDialog<T>(render: (close: (result: T) => void) => ReactNode): Promise<T> {
  return new Promise<T>((resolve) => {
    const id = nextId++;
    const close = (result: T) => {
      if (!openDialogs.some((dialog) => dialog.id === id)) return;
      setOpenDialogs(openDialogs.filter((dialog) => dialog.id !== id));
      resolve(result);
    };
    setOpenDialogs([...openDialogs, { id, render: () => render(close) }]);
  });
}

/** How many hosts are mounted: dialogs are dropped with the last one. */
let hosts = 0;

/**
 * Where dialogs opened with openDialog render. Dialogs still open when the last host unmounts go with
 * it: nobody can answer them, and a host mounted later (the next page tree, the next test file sharing
 * this module) must not show them.
 */
export function DialogHost() {
  const dialogs = useSyncExternalStore(subscribe, () => openDialogs, () => openDialogs);
  useEffect(() => {
    hosts += 1;
    return () => {
      hosts -= 1;
      if (hosts === 0) setOpenDialogs([]);
    };
  }, []);
  return (
    <>
      {dialogs.map((dialog) => (
        <Fragment key={dialog.id}>{dialog.render()}</Fragment>
      ))}
    </>
  );
}
