import { styled } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { apiBase } from '../api/client';
import { useAuth } from '../auth/AuthContext';

// Styled once, not with `sx` per render: the overview draws dozens of these per keystroke.
const Frame = styled('div')(({ theme }) => ({
  aspectRatio: '210 / 297',
  width: '100%',
  backgroundColor: theme.palette.grey[100],
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
}));

/** Whether the element has come near the viewport once; then it stays true. */
function useSeen<T extends Element>() {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || seen) return;
    // jsdom and very old browsers have no observer: load at once rather than never.
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return { ref, seen };
}

/**
 * A sheet's thumbnail, loaded only when it scrolls into view. The API wants the bearer token,
 * which an <img src> cannot send, so the PNG is fetched and shown from an object URL; the URL
 * carries the version, so one fetch per version is enough.
 */
export function Thumbnail({ url, alt }: { url: string | null | undefined; alt: string }) {
  const { token } = useAuth();
  const { ref, seen } = useSeen<HTMLDivElement>();
  const image = useQuery({
    queryKey: ['thumbnail', url],
    queryFn: async ({ signal }) => {
      const response = await fetch(`${apiBase}${url}`, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        signal,
      });
      if (!response.ok) throw new Error(`thumbnail ${response.status}`);
      return URL.createObjectURL(await response.blob());
    },
    enabled: seen && Boolean(url) && token !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return (
    <Frame ref={ref}>
      {image.data && (
        <img
          src={image.data}
          alt={alt}
          loading="lazy"
          style={{ width: '100%', height: '100%', objectFit: 'contain' }}
        />
      )}
    </Frame>
  );
}
