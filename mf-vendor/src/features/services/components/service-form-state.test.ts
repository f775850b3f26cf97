import {
  emptyServiceForm,
  formFromRecord,
  pricePreview,
  toProductJson,
  type ServiceFormValues,
} from './service-form-state';

describe('service form calculations (product §5)', () => {
  it.each([
    // MRP, discount %, GST %, include(1)/exclude(0) → discountAmt, offerAmt, gstAmt, payAmt
    ['1000', '10', '18', '0', 100, 900, 162, 1062],
    ['1000', '10', '18', '1', 100, 900, 162, 900],
    ['45000', '5', '18', '0', 2250, 42750, 7695, 50445],
    ['18000', '20', '18', '0', 3600, 14400, 2592, 16992],
    ['999.99', '0', '0', '0', 0, 999.99, 0, 999.99],
    ['1234.5', '12.5', '5', '0', 154.31, 1080.19, 54.01, 1134.2],
    ['500', '100', '18', '0', 500, 0, 0, 0],
    ['', '', '', '0', 0, 0, 0, 0],
    ['abc', '10', '18', '0', 0, 0, 0, 0],
    ['1000', '150', '18', '0', 1000, 0, 0, 0],
    ['199', '0', '28', '1', 0, 199, 55.72, 199],
  ] as const)(
    'MRP %s, discount %s%%, GST %s%% (include=%s)',
    (bookingAmt, discount, gst, inc, discountAmt, offerAmt, gstAmt, payAmt) => {
      expect(pricePreview({ bookingAmt, discount, gst, gst_include_exclude: inc })).toEqual({
        discountAmt,
        offerAmt,
        gstAmt,
        payAmt,
      });
    },
  );

  const values: ServiceFormValues = {
    ...emptyServiceForm,
    id: '7',
    serviceId: '1',
    name: 'Stage Decor',
    operatorName: 'Shubh',
    mobile: '9820000001',
    email: 'a@b.in',
    travelcharge: '40',
    shortDes: 'Short',
    bookingAmt: '1000',
    discount: '10',
    gst: '18',
    pin: '400001',
    city: 'Mumbai',
    state: 'Maharashtra',
    address: '1 Hill Road',
    lat: '18.9',
    lon: '72.8',
    Status: '2',
  };

  it('builds productJson with computed amounts; add always sends Status 1 and no id', () => {
    const add = toProductJson(values, 'add');
    expect(add).toMatchObject({
      serviceId: '1',
      discountAmt: 100,
      offerAmt: 900,
      gstAmt: 162,
      gstAmtWithMrp: 1062,
      payAmt: 1062,
      Status: 1,
      lat: 18.9,
      lon: 72.8,
      gst_include_exclude: 0,
      amount_hide_show: 0,
    });
    expect(add).not.toHaveProperty('id');
    const edit = toProductJson({ ...values, lat: '', lon: '' }, 'edit');
    expect(edit).toMatchObject({ id: 7, Status: 2, lat: null, lon: null });
  });

  it('reads a service record back into the form', () => {
    const form = formFromRecord({
      id: 3,
      serviceId: 2,
      name: 'N',
      mobile: '9',
      email: 'e',
      operatorName: 'o',
      shortDes: 's',
      longDes: 'l',
      bookingAmt: 100,
      travelcharge: 5,
      gst: 18,
      gst_include_exclude: 1,
      gstAmt: 0,
      gstAmtWithMrp: 0,
      discount: 0,
      discountAmt: 0,
      offerAmt: 0,
      payAmt: 0,
      amount_hide_show: 1,
      address: 'a',
      city: 'c',
      state: 'st',
      pin: '400001',
      lat: null,
      lon: 72.5,
      Status: 2,
      images: [],
      booking_advance_per: 0,
      capacity: 1,
      Listed: false,
      serviceRadiusKm: null,
      eventTypes: ['wedding', 'birthday'],
    });
    expect(form).toMatchObject({
      id: '3',
      serviceId: '2',
      bookingAmt: '100',
      gst_include_exclude: '1',
      amount_hide_show: '1',
      lat: '',
      lon: '72.5',
      Status: '2',
      country: 'India',
      eventTypes: ['wedding', 'birthday'],
    });
  });
});
