import { CloseButton, Loader, Group, Paper, Stack, Text } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { deleteUploadedMedia } from '../api/delete-media';
import { ACCEPTED_IMAGE_TYPES, uploadMedia } from '../api/upload-media';

type ImageUploadFieldProps = {
  label: string;
  urls: string[];
  onChange: (urls: string[]) => void;
  max: number;
  /** The SPEC §5 message shown when more than `max` would be added. */
  limitMessage: string;
  disabled?: boolean;
};

/**
 * A list of uploaded images (png, jpeg, webp) with a cap; each file goes through the media upload route, and
 * removing one deletes the upload from storage (it counts toward the user's quota).
 */
export function ImageUploadField({
  label,
  urls,
  onChange,
  max,
  limitMessage,
  disabled,
}: ImageUploadFieldProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const onRemove = async (url: string) => {
    setError(null);
    setRemoving(url);
    try {
      await deleteUploadedMedia(url);
      onChange(urls.filter((u) => u !== url));
    } catch (deleteError) {
      setError(`Failed to delete image: ${getErrorMessage(deleteError)}`);
    } finally {
      setRemoving(null);
    }
  };
  const onFiles = async (files: File[]) => {
    setError(null);
    if (urls.length + files.length > max) {
      setError(limitMessage);
      return;
    }
    setIsUploading(true);
    const added: string[] = [];
    try {
      for (const file of files) added.push(await uploadMedia(file));
    } catch (uploadError) {
      setError(uploadError instanceof Error ? uploadError.message : String(uploadError));
    } finally {
      setIsUploading(false);
      // Images uploaded before a failure are kept: they are stored and count toward the limit.
      if (added.length > 0) onChange([...urls, ...added]);
      if (inputRef.current) inputRef.current.value = '';
    }
  };
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm" fw={500} component="label" htmlFor={inputId}>
          {label} ({urls.length} / {max})
        </Text>
        {isUploading ? <Loader size="xs" aria-label="Uploading" /> : null}
      </Group>
      <input
        id={inputId}
        ref={inputRef}
        type="file"
        multiple
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        disabled={disabled || isUploading}
        onChange={(event) => void onFiles(Array.from(event.currentTarget.files ?? []))}
      />
      {urls.map((url, index) => (
        <Paper key={url} withBorder px="xs" py={2}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="xs" truncate>
              {url.split('/').at(-1)}
            </Text>
            <CloseButton
              size="sm"
              aria-label={`Remove ${label.toLowerCase()} ${index + 1}`}
              disabled={disabled || removing !== null}
              onClick={() => void onRemove(url)}
            />
          </Group>
        </Paper>
      ))}
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
