import { NativeSelect } from '@/components/ui/input';
import { useSitePosts } from '../../canvas/use-site-posts';
import { useEditorStore } from '../../state/editor-store';
import { compactInput } from '../panel-field';
import { LinkControl } from './link-control';
import { postChoiceLabel } from './post-choice';

/**
 * The post of a post link: the website's posts by title, drafts and scheduled ones marked, since
 * the live site draws the link only while the post is published.
 */
export function PostSelect({
  postId,
  context,
  onChange,
}: {
  postId: string;
  context: string | undefined;
  onChange: (postId: string) => void;
}) {
  const websiteId = useEditorStore((s) => s.page?.websiteId);
  const posts = useSitePosts(websiteId);
  const list = posts.data ?? [];
  const chosen = list.find((p) => p.id === postId);
  const missing = postId !== '' && posts.isSuccess && !chosen;
  const hidden = chosen && (chosen.sample || !chosen.isLive);
  return (
    <LinkControl
      label="Post"
      context={context}
      error={missing ? 'The post this link led to no longer exists: choose another' : null}
      hint={
        hidden
          ? 'Visitors see this link once the post is published'
          : posts.isSuccess && list.length === 0
            ? 'Write a post in Blog first'
            : null
      }
    >
      {(ids) => (
        <NativeSelect
          {...ids}
          className={compactInput}
          value={postId}
          onChange={(e) => onChange(e.target.value)}
        >
          {postId === '' ? (
            <option value="" disabled>
              Choose a post…
            </option>
          ) : null}
          {postId !== '' && !chosen ? (
            <option value={postId}>{missing ? 'Missing post' : 'Loading…'}</option>
          ) : null}
          {list.map((post) => (
            <option key={post.id} value={post.id}>
              {postChoiceLabel(post)}
            </option>
          ))}
        </NativeSelect>
      )}
    </LinkControl>
  );
}
