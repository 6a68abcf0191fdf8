import {
  AlignLeft, AppWindow, Box, CalendarCheck, CalendarDays, ChevronsRight, CircleDot, ClipboardList,
  Code, Columns2, CreditCard, FileText, GalleryHorizontal, Heading, Image, ImagePlay, LayoutGrid,
  List, ListChecks, MapPin, Menu, Minus, MousePointerClick, MoveVertical, Newspaper, Package,
  PanelTop, RectangleVertical, ShoppingCart, SquareCheck, SquareDashed, Star, StickyNote,
  TextCursorInput, Type, Video, type LucideIcon,
} from 'lucide-react';
import { ELEMENT_CATALOGUE, isElementType } from '@tessera/core';

const icons: Record<string, LucideIcon> = {
  'align-left': AlignLeft, 'app-window': AppWindow, box: Box, 'calendar-check': CalendarCheck,
  'calendar-days': CalendarDays, 'chevrons-right': ChevronsRight, 'circle-dot': CircleDot,
  'clipboard-list': ClipboardList, code: Code, 'columns-2': Columns2, 'credit-card': CreditCard,
  'file-text': FileText, 'gallery-horizontal': GalleryHorizontal, heading: Heading, image: Image,
  'image-play': ImagePlay, 'layout-grid': LayoutGrid, list: List, 'list-checks': ListChecks,
  'map-pin': MapPin, menu: Menu, minus: Minus, 'mouse-pointer-click': MousePointerClick,
  'move-vertical': MoveVertical, newspaper: Newspaper, package: Package, 'panel-top': PanelTop,
  'rectangle-vertical': RectangleVertical, 'shopping-cart': ShoppingCart, 'square-check': SquareCheck,
  'square-dashed': SquareDashed, star: Star, 'sticky-note': StickyNote,
  'text-cursor-input': TextCursorInput, type: Type, video: Video,
};

/** The icon the catalogue names for an element type. */
export function ElementIcon({ type, className }: { type: string; className?: string }) {
  const name = isElementType(type) ? ELEMENT_CATALOGUE[type].icon : 'box';
  const Icon = icons[name] ?? Box;
  return <Icon className={className} aria-hidden />;
}
