// A member's image behind the operator's token: fetched with the console's headers and shown through an
// object URL (an <img> cannot send the token). A click opens it full size.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ImageOff } from 'lucide-react';
import { requestHeaders } from '../../lib/api.ts';

async function fetchImage(path: string): Promise<Blob> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(requestHeaders())) if (value !== undefined) headers[name] = value;
  const response = await fetch(path, { headers, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.blob();
}

export function ProtectedImage({ path }: { path: string }) {
  const image = useQuery({ queryKey: ['protected-image', path], queryFn: () => fetchImage(path), staleTime: 300_000 });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!image.data) return;
    const next = URL.createObjectURL(image.data);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [image.data]);
  if (image.isError) return <ImageOff aria-hidden className="size-6 text-slate-400" />;
  if (!url) return <div className="size-20 animate-pulse rounded-md bg-slate-100" />;
  return (
    <a href={url} target="_blank" rel="noreferrer" className="block size-20 overflow-hidden rounded-md border border-slate-200">
      <img src={url} alt="" className="size-full object-cover" />
    </a>
  );
}
