import { CalendarPlus, CornerDownRight, Link, MapPin, MessageSquareText, Navigation, Phone, PhoneCall, Search, type LucideIcon } from 'lucide-react';
import type { SuggestionType } from '@/canvas/kernel';

/** One icon per suggestion type, shared by the node's chips and the inspector. */
export const SUGGESTION_ICONS: Record<SuggestionType, LucideIcon> = {
  reply: CornerDownRight,
  url_action: Link,
  dialer_action: Phone,
  dial: PhoneCall,
  text: MessageSquareText,
  view_location: MapPin,
  query_location: Search,
  calendar_event: CalendarPlus,
  share_location: Navigation,
};
