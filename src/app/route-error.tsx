import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';

function RouteErrorMessage({ error }: { error: Error }) {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center" role="alert">
      <h1 className="text-xl font-semibold">{t('common.route_error')}</h1>
      <p className="max-w-lg text-sm text-muted-foreground">{error.message}</p>
      <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
    </main>
  );
}

/** Shown instead of a blank page when a route fails to render or a lazy chunk fails to load. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.error ? <RouteErrorMessage error={this.state.error} /> : this.props.children;
  }
}
