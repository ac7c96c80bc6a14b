export {
  loadVmStack,
  storeVmStack,
  decodeVmStack,
  encodeVmStack,
  loadVmValue,
  storeVmValue,
  VM_NAN,
  type VmValue,
  type VmBuilderValue,
  type VmNaN,
} from './vm-stack.js';
export { getMethodId } from './method-id.js';
