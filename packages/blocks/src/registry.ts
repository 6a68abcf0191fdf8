import type { ComponentType } from 'react';
import type { ElementType } from '@tessera/core';
import type { BlockProps } from './types.ts';
import { Column, Container, Divider, Row, Section, Spacer } from './blocks/layout.tsx';
import { Button, Heading, Icon, Image, Text, Video } from './blocks/content.tsx';
import { Checkbox, Form, Input, Radio, Select, Textarea } from './blocks/form.tsx';
import { Breadcrumb, Menu, Navbar } from './blocks/navigation.tsx';
import {
  BlogCard,
  BlogGrid,
  BlogPost,
  BookingForm,
  Calendar,
  Cart,
  Checkout,
  ProductCard,
  ProductGrid,
  ServiceList,
} from './blocks/business.tsx';
import { PortfolioGrid, PortfolioItem } from './blocks/portfolio.tsx';
import { Code, Embed, MapBlock } from './blocks/other.tsx';

/** One component per element type. */
export const BLOCKS: Record<ElementType, ComponentType<BlockProps>> = {
  SECTION: Section,
  CONTAINER: Container,
  ROW: Row,
  COLUMN: Column,
  SPACER: Spacer,
  DIVIDER: Divider,
  HEADING: Heading,
  TEXT: Text,
  IMAGE: Image,
  VIDEO: Video,
  BUTTON: Button,
  ICON: Icon,
  FORM: Form,
  INPUT: Input,
  TEXTAREA: Textarea,
  SELECT: Select,
  CHECKBOX: Checkbox,
  RADIO: Radio,
  NAVBAR: Navbar,
  MENU: Menu,
  BREADCRUMB: Breadcrumb,
  PRODUCT_GRID: ProductGrid,
  PRODUCT_CARD: ProductCard,
  CART: Cart,
  CHECKOUT: Checkout,
  CALENDAR: Calendar,
  SERVICE_LIST: ServiceList,
  BOOKING_FORM: BookingForm,
  BLOG_GRID: BlogGrid,
  BLOG_POST: BlogPost,
  BLOG_CARD: BlogCard,
  PORTFOLIO_GRID: PortfolioGrid,
  PORTFOLIO_ITEM: PortfolioItem,
  MAP: MapBlock,
  EMBED: Embed,
  CODE: Code,
};
