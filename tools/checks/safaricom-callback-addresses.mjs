// The addresses Safaricom publishes for Daraja's callbacks, which the shop admits M-Pesa's
// callbacks from by default (MPESA_CALLBACK_ALLOW in deploy/kubernetes/shop-config.yaml, which
// says where they are listed, and in docker-compose.yml): the checks hold both to this list.
export const SAFARICOM_CALLBACK_ADDRESSES = Object.freeze([
  '196.201.214.200',
  '196.201.214.206',
  '196.201.213.114',
  '196.201.214.207',
  '196.201.214.208',
  '196.201.213.44',
  '196.201.212.127',
  '196.201.212.138',
  '196.201.212.129',
  '196.201.212.136',
  '196.201.212.74',
  '196.201.212.69',
]);

/** MPESA_CALLBACK_ALLOW's entries, as the order service reads them (comma-separated, trimmed). @param {string} value */
export const addressList = (value) => value.split(',').map((entry) => entry.trim()).filter(Boolean);
