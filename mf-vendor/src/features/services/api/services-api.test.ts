import { File as NodeFile } from 'node:buffer';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { emptyServiceForm, toProductJson } from '../components/service-form-state';
import { saveService, uploadImages } from './services-api';

// jsdom's FormData is not one Node's Request (the test environment's fetch) can send: these tests use Node's own,
// which sends the multipart body a browser sends, so the request the API gets can be read back.
const jsdomFormData = globalThis.FormData;
beforeAll(async () => {
  const form = new Response('a=1', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
  globalThis.FormData = (await form.formData()).constructor as typeof FormData;
});
afterAll(() => {
  globalThis.FormData = jsdomFormData;
});
afterEach(() => jest.restoreAllMocks());

const png = (name: string) =>
  new NodeFile([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' }) as unknown as File;

test('a new service goes as multipart: productJson and its images; the reply names the service', async () => {
  const server = mockApi().on('POST', '/api/vendor/AddProduct', {
    Status: 'Success',
    Message: 'Service added',
    Payload: { ServiceId: 41 },
  });
  const productJson = toProductJson({ ...emptyServiceForm, name: 'Stage Decor', serviceId: '1' }, 'add');
  await expect(saveService({ mode: 'add', productJson, images: [png('one.png')] })).resolves.toEqual({
    serviceId: 41,
    message: 'Service added',
  });
  const [request] = server.calls('POST', '/api/vendor/AddProduct');
  expect(request!.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
  const body = String(request!.body);
  expect(body).toContain('name="productJson"');
  expect(body).toContain('"name":"Stage Decor"');
  expect(body).toMatch(/name="images"; filename="one.png"/);
});

test('an edit goes to UpdateService; a refusal rejects with the server message', async () => {
  mockApi().fail('POST', '/api/vendor/UpdateService', 400, { Status: 'Failed', Message: 'Not your service' });
  const productJson = toProductJson({ ...emptyServiceForm, id: '9', name: 'Stage Decor', serviceId: '1' }, 'edit');
  await expect(saveService({ mode: 'edit', productJson, images: [] })).rejects.toThrow('Not your service');
});

test('more images of a service go with its pid and service id', async () => {
  const server = mockApi().on('POST', '/api/uploadMultipleImages', {
    Status: 'Success',
    Message: 'Images uploaded',
    Payload: { Images: [{ id: 3, pid: 9, doc: 'two.webp' }] },
  });
  await expect(uploadImages({ pid: 9, serviceId: 1, images: [png('two.png')] })).resolves.toBe('Images uploaded');
  const body = String(server.calls('POST', '/api/uploadMultipleImages')[0]!.body);
  expect(body).toMatch(/name="pid"\r\n\r\n9\r\n/);
  expect(body).toMatch(/name="service_id"\r\n\r\n1\r\n/);
  expect(body).toMatch(/name="images"; filename="two.png"/);
});
