import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/ui/card';

/** `note`: what the card's feature already is for this account (Smart messaging: the WABAs onboarded). */
export function HomeCard({ icon: Icon, title, description, note, children }: { icon: LucideIcon; title: string; description: string; note?: ReactNode; children: ReactNode }) {
  return (
    <Card className="justify-between">
      <CardHeader>
        <span className="mb-2 inline-flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary">
          <Icon className="size-5" aria-hidden />
        </span>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{note}</CardContent>
      <CardFooter className="flex-wrap">{children}</CardFooter>
    </Card>
  );
}
