import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, storeSession, stubFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-app';
import { ImageUploadField } from './image-upload-field';

const OWN = '/api/proxy-media/7c9e6679-7425-40de-944b-e07fc1f90ae7/0f8fad5b-d9cb-469f-a165-70867728950e.png';

function renderField(urls: string[]) {
  const onChange = vi.fn();
  const { user } = renderWithProviders(
    <ImageUploadField
      label="Product images"
      urls={urls}
      onChange={onChange}
      max={5}
      limitMessage="Maximum 5"
    />,
  );
  return { onChange, user };
}

describe('ImageUploadField remove', () => {
  it('deletes an upload on the server, then takes it out of the list', async () => {
    storeSession();
    const { requests } = stubFetch(() => new Response(null, { status: 204 }));
    const { onChange, user } = renderField([OWN, 'https://shop.example/photo.jpg']);
    await user.click(screen.getByRole('button', { name: 'Remove product images 1' }));
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      `DELETE /api/media/${OWN.slice('/api/proxy-media/'.length)}`,
    ]);
    expect(onChange).toHaveBeenCalledWith(['https://shop.example/photo.jpg']);
  });

  it('only takes an image from the web out of the list, and one a saved ad still shows stays stored', async () => {
    storeSession();
    const { requests } = stubFetch(() => jsonResponse(409, { detail: 'A saved ad still shows this image.' }));
    const { onChange, user } = renderField([OWN, 'https://shop.example/photo.jpg']);
    await user.click(screen.getByRole('button', { name: 'Remove product images 2' }));
    expect(requests).toHaveLength(0);
    expect(onChange).toHaveBeenLastCalledWith([OWN]);
    await user.click(screen.getByRole('button', { name: 'Remove product images 1' }));
    expect(requests).toHaveLength(1);
    expect(onChange).toHaveBeenLastCalledWith(['https://shop.example/photo.jpg']);
  });

  it('keeps the image and says why when the server fails', async () => {
    storeSession();
    stubFetch(() => jsonResponse(500, { detail: 'Internal server error' }));
    const { onChange, user } = renderField([OWN]);
    await user.click(screen.getByRole('button', { name: 'Remove product images 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to delete image: /);
    expect(onChange).not.toHaveBeenCalled();
  });
});
