import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { buttonVariants } from '@/ui/button';
import { Card } from '@/ui/card';
import { cn } from '@/ui/cn';

const types = {
  success: { Icon: CircleCheck, className: 'bg-success-soft text-success' },
  error: { Icon: CircleAlert, className: 'bg-destructive-soft text-destructive' },
  warning: { Icon: TriangleAlert, className: 'bg-warning-soft text-warning' },
  info: { Icon: Info, className: 'bg-info-soft text-info' },
} as const;
type AlertType = keyof typeof types;

/** The five titles of spec §2; 'scheduled' is a success shown as 'SCHEDULED'. */
const titleKeys = {
  success: 'shell.alert.success',
  scheduled: 'shell.alert.scheduled',
  error: 'shell.alert.error',
  warning: 'shell.alert.warning',
  info: 'shell.alert.info',
} as const;
type AlertTitle = keyof typeof titleKeys;

const isType = (value: string | null): value is AlertType => value !== null && Object.hasOwn(types, value);
const isTitle = (value: string | null): value is AlertTitle => value !== null && Object.hasOwn(titleKeys, value);

/**
 * The unguarded /alert screen: `?type=success|error|warning|info&title=…&message=…`. The title parameter picks
 * one of the five titles (defaulting to the type's); the message is shown as plain text, never as HTML.
 */
export function AlertPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const typeParam = params.get('type');
  const type = isType(typeParam) ? typeParam : 'info';
  const titleParam = params.get('title')?.toLowerCase() ?? null;
  const title = isTitle(titleParam) ? titleParam : type;
  const message = params.get('message');
  const { Icon, className } = types[type];

  return (
    <main className="flex min-h-dvh items-center justify-center bg-background p-4">
      <Card role={type === 'error' ? 'alert' : 'status'} className="w-full max-w-md items-center text-center">
        <span className={cn('flex size-14 items-center justify-center rounded-full', className)}>
          <Icon className="size-7" aria-hidden />
        </span>
        <h1 className="text-xl font-semibold">{t(titleKeys[title])}</h1>
        {message ? <p className="text-muted-foreground">{message}</p> : null}
        <Link to="/home" className={buttonVariants({ variant: 'outline' })}>
          {t('shell.alert.go_home')}
        </Link>
      </Card>
    </main>
  );
}
