// The row of image thumbnails a member attaches to a feedback ticket or a promotion application: png or jpg
// under the size limit, up to a count, previewed before anything is sent. Files the picker refuses are named in
// the form's message, and the rest are kept.
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useState } from 'react';

const ACCEPTED = ['image/png', 'image/jpeg'];

export interface ImagePickerTexts {
  label: string;
  add: string;
  hint: string;
  /** The remove button's label for the image at a 1-based position. */
  remove: (index: number) => string;
  /** A chosen file is not png/jpg or is too large. */
  badImage: string;
  tooMany: string;
}

interface ImagePickerProps {
  files: File[];
  onChange: (files: File[]) => void;
  onRefused: (text: string) => void;
  max: number;
  maxBytes: number;
  texts: ImagePickerTexts;
  testId: string;
}

function usePreviews(files: File[]) {
  const [previews, setPreviews] = useState<string[]>([]);
  useEffect(() => {
    const urls = files.map((file) => URL.createObjectURL(file));
    setPreviews(urls);
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);
  return previews;
}

export function ImagePicker({ files, onChange, onRefused, max, maxBytes, texts, testId }: ImagePickerProps) {
  const previews = usePreviews(files);
  function add(list: FileList | null) {
    const chosen = [...(list ?? [])];
    const fits = (file: File) => ACCEPTED.includes(file.type) && file.size < maxBytes;
    if (chosen.some((file) => !fits(file))) onRefused(texts.badImage);
    const good = chosen.filter(fits);
    if (files.length + good.length > max) onRefused(texts.tooMany);
    onChange([...files, ...good].slice(0, max));
  }
  return (
    <div>
      <p className="mb-1.5 text-sm font-medium">{texts.label}</p>
      <div className="flex flex-wrap gap-2">
        {previews.map((url, index) => (
          <div key={url} className="relative size-20 overflow-hidden rounded-xl border border-border">
            <img src={url} alt="" className="size-full object-cover" />
            <button
              type="button"
              onClick={() => onChange(files.filter((_, at) => at !== index))}
              aria-label={texts.remove(index + 1)}
              className="absolute end-1 top-1 flex size-6 items-center justify-center rounded-full bg-background/80"
            >
              <X className="size-3.5" aria-hidden />
            </button>
          </div>
        ))}
        {files.length < max ? (
          <label className="flex size-20 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border border-dashed border-border text-xs text-text-muted hover:border-accent">
            <ImagePlus className="size-5" aria-hidden />
            {texts.add}
            <input
              type="file"
              accept="image/png,image/jpeg"
              multiple
              className="sr-only"
              data-testid={testId}
              onChange={(event) => {
                add(event.target.files);
                event.target.value = '';
              }}
            />
          </label>
        ) : null}
      </div>
      <p className="mt-1 text-xs text-text-muted">{texts.hint}</p>
    </div>
  );
}
