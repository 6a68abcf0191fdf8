import type { Website } from '@tessera/core';
import { BackLink } from '@/components/ui/back-link';
import { SelectedWebsiteGate } from '@/features/websites/selected-website-gate';
import { useWebsitePages } from '@/features/websites/use-websites';
import { BlogSettingsCard } from './blog-settings-card';
import { TermManager, type TermWords } from './term-manager';

const KINDS: TermWords[] = [
  {
    kind: 'categories',
    title: 'Categories',
    description:
      'The few big topics of your blog. Each has its own page of posts and its own feed.',
    one: 'Category',
    none: 'No categories yet. Add the topics you write about, such as News or Recipes.',
    placeholder: 'News',
  },
  {
    kind: 'tags',
    title: 'Tags',
    description: 'Smaller subjects a post touches. Posts sharing tags are shown as related.',
    one: 'Tag',
    none: 'No tags yet.',
    placeholder: 'Sourdough',
  },
  {
    kind: 'authors',
    title: 'Authors',
    description: 'Who writes your posts. Names shown on posts; they need no account.',
    one: 'Author',
    none: 'No authors yet. Add yourself and anyone else who writes.',
    placeholder: 'Ana Lima',
  },
];

export function BlogManagePage() {
  return (
    <SelectedWebsiteGate what="the blog">
      {(website) => <WebsiteBlogManage key={website.id} website={website} />}
    </SelectedWebsiteGate>
  );
}

function WebsiteBlogManage({ website }: { website: Website }) {
  const pages = useWebsitePages(website.id);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackLink to="/dashboard/blog">Blog</BackLink>
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Organise the blog</h1>
        <p className="mt-1 text-muted-foreground">
          Categories, tags and authors of {website.name}&rsquo;s posts, and how its blog lists them.
        </p>
      </div>
      <BlogSettingsCard
        websiteId={website.id}
        pages={(pages.data ?? []).filter((p) => p.kind === 'page')}
      />
      {KINDS.map((words) => (
        <TermManager key={words.kind} websiteId={website.id} words={words} />
      ))}
    </div>
  );
}
