import {
  BarChart3,
  CalendarDays,
  Globe,
  Image,
  Inbox,
  LayoutDashboard,
  LayoutTemplate,
  Newspaper,
  Package,
  Settings,
  ShoppingCart,
  Sparkles,
  TicketPercent,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { dashboardSections } from '../sections';

const icons: Record<string, LucideIcon> = {
  '': LayoutDashboard,
  websites: Globe,
  analytics: BarChart3,
  products: Package,
  orders: ShoppingCart,
  discounts: TicketPercent,
  services: Sparkles,
  bookings: CalendarDays,
  blog: Newspaper,
  customers: Users,
  inbox: Inbox,
  templates: LayoutTemplate,
  media: Image,
  settings: Settings,
};

export const navItems = dashboardSections.map((section) => ({
  to: section.path ? `/dashboard/${section.path}` : '/dashboard',
  label: section.title,
  icon: icons[section.path] ?? LayoutDashboard,
  end: section.path === '',
}));
