//! A learned policy's network (`+policy`): a stack of fully connected
//! layers with tanh between them, the actor of a PPO agent trained by the
//! project's Python package (`python/examples/ppo_forsale.py --export`),
//! which writes its weights as the little-endian file this reads.
//!
//! **The file.** The 8 bytes `URBSMLP1`; the number of layers `L` and the
//! `L + 1` widths (inputs first, actions last), each a `u32`; then for each
//! layer its weights (`out` rows of `in`, row by row) and its `out` biases,
//! each an `f32`. Nothing else: a file of another length is refused.
//!
//! **Its cost.** Observations are mostly zeros (one-hot fields and counts),
//! so the first layer adds only the columns of the inputs that are not
//! zero (the file's first layer is held transposed for that); the others
//! are dot products over eight lanes, which the compiler vectorises. A
//! For Sale observation (335 inputs, two layers of 256, 36 actions) takes
//! some 80,000 multiply-adds, a few microseconds: written out here rather
//! than taken from an inference crate, as [`crate::learned`]'s value is.

/// The file's first bytes.
const MAGIC: &[u8; 8] = b"URBSMLP1";

/// One layer: `outputs` rows of `inputs` weights (the first layer's held
/// transposed: `inputs` columns of `outputs`) and `outputs` biases.
struct Layer {
    inputs: usize,
    outputs: usize,
    weights: Vec<f32>,
    biases: Vec<f32>,
}

/// The network, read once from its file.
pub struct PolicyNet {
    layers: Vec<Layer>,
}

/// Reads little-endian words off the front of a byte slice.
struct Reader<'a>(&'a [u8]);

impl Reader<'_> {
    fn word(&mut self) -> Result<[u8; 4], String> {
        let (head, rest) = self
            .0
            .split_first_chunk::<4>()
            .ok_or("the network's file ends early")?;
        self.0 = rest;
        Ok(*head)
    }

    fn floats(&mut self, n: usize) -> Result<Vec<f32>, String> {
        (0..n)
            .map(|_| Ok(f32::from_le_bytes(self.word()?)))
            .collect()
    }
}

impl PolicyNet {
    /// Reads a network from its file's bytes (see the module's docs).
    pub fn from_bytes(bytes: &[u8]) -> Result<PolicyNet, String> {
        let body = bytes
            .strip_prefix(MAGIC)
            .ok_or("not a policy network's file (it starts with URBSMLP1)")?;
        let mut r = Reader(body);
        let count = u32::from_le_bytes(r.word()?) as usize;
        if !(1..=16).contains(&count) {
            return Err(format!("a network of {count} layers (1 to 16)"));
        }
        let widths = (0..=count)
            .map(|_| Ok(u32::from_le_bytes(r.word()?) as usize))
            .collect::<Result<Vec<_>, String>>()?;
        if widths.iter().any(|&w| !(1..=4096).contains(&w)) {
            return Err(format!("layer widths {widths:?} (1 to 4096 each)"));
        }
        let mut layers = Vec::with_capacity(count);
        for (k, pair) in widths.windows(2).enumerate() {
            let (inputs, outputs) = (pair[0], pair[1]);
            let mut weights = r.floats(inputs * outputs)?;
            if k == 0 {
                weights = transposed(&weights, outputs, inputs);
            }
            let biases = r.floats(outputs)?;
            layers.push(Layer {
                inputs,
                outputs,
                weights,
                biases,
            });
        }
        if !r.0.is_empty() {
            return Err(format!("{} bytes past the network's end", r.0.len()));
        }
        Ok(PolicyNet { layers })
    }

    /// Inputs it reads.
    pub fn inputs(&self) -> usize {
        self.layers[0].inputs
    }

    /// Outputs it writes: one logit per action id.
    pub fn outputs(&self) -> usize {
        self.layers[self.layers.len() - 1].outputs
    }

    /// The logits of observation `x` ([`PolicyNet::inputs`] long), written
    /// to `out` (one per action id). `hidden` is scratch space.
    pub fn logits(&self, x: &[f32], hidden: &mut Vec<f32>, out: &mut Vec<f32>) {
        assert_eq!(
            x.len(),
            self.inputs(),
            "an observation of the network's width"
        );
        let first = &self.layers[0];
        out.clear();
        out.extend_from_slice(&first.biases);
        for (column, &v) in first.weights.chunks_exact(first.outputs).zip(x) {
            if v != 0.0 {
                for (y, w) in out.iter_mut().zip(column) {
                    *y += w * v;
                }
            }
        }
        for layer in &self.layers[1..] {
            std::mem::swap(hidden, out);
            for y in hidden.iter_mut() {
                *y = y.tanh();
            }
            out.clear();
            out.extend(
                layer
                    .weights
                    .chunks_exact(layer.inputs)
                    .zip(&layer.biases)
                    .map(|(row, b)| b + dot(row, hidden)),
            );
        }
    }
}

/// `rows` rows of `columns` read column by column.
fn transposed(m: &[f32], rows: usize, columns: usize) -> Vec<f32> {
    (0..columns)
        .flat_map(|c| (0..rows).map(move |r| m[r * columns + c]))
        .collect()
}

/// `a · b` over eight lanes (the same sum on every machine: the lanes and
/// their order are fixed, so a search that asks the network stays
/// deterministic).
fn dot(a: &[f32], b: &[f32]) -> f32 {
    let mut lanes = [0.0f32; 8];
    let (wide_a, tail_a) = a.as_chunks::<8>();
    let (wide_b, tail_b) = b.as_chunks::<8>();
    for (x, y) in wide_a.iter().zip(wide_b) {
        for k in 0..8 {
            lanes[k] += x[k] * y[k];
        }
    }
    let mut sum: f32 = lanes.iter().sum();
    for (x, y) in tail_a.iter().zip(tail_b) {
        sum += x * y;
    }
    sum
}

/// A network's file from its layers' widths, weights and biases (each
/// layer's weights `out` rows of `in`): what the Python exporter writes,
/// for tests.
#[cfg(test)]
pub(crate) fn file_of(widths: &[u32], layers: &[(&[f32], &[f32])]) -> Vec<u8> {
    let mut bytes = MAGIC.to_vec();
    bytes.extend((widths.len() as u32 - 1).to_le_bytes());
    for w in widths {
        bytes.extend(w.to_le_bytes());
    }
    for (weights, biases) in layers {
        for x in weights.iter().chain(biases.iter()) {
            bytes.extend(x.to_le_bytes());
        }
    }
    bytes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_network_computes_its_layers_with_tanh_between_them() {
        // 3 inputs -> 2 hidden -> 2 outputs.
        let w1 = [1.0, 0.0, -1.0, 0.5, 2.0, 0.0];
        let b1 = [0.1, -0.2];
        let w2 = [1.0, -1.0, 0.5, 0.25];
        let b2 = [0.0, 1.0];
        let net = PolicyNet::from_bytes(&file_of(&[3, 2, 2], &[(&w1, &b1), (&w2, &b2)])).unwrap();
        assert_eq!((net.inputs(), net.outputs()), (3, 2));
        let x = [0.5, 0.0, -1.0];
        let h = [(0.1f32 + 0.5 + 1.0).tanh(), (-0.2f32 + 0.25).tanh()];
        let want = [h[0] - h[1], 1.0 + 0.5 * h[0] + 0.25 * h[1]];
        let (mut hidden, mut out) = (Vec::new(), Vec::new());
        net.logits(&x, &mut hidden, &mut out);
        for (got, want) in out.iter().zip(want) {
            assert!((got - want).abs() < 1e-6, "{out:?} against {want}");
        }
    }

    #[test]
    fn a_file_of_the_wrong_shape_is_refused_and_says_why() {
        let w = [0.0; 6];
        let b = [0.0; 2];
        let good = file_of(&[3, 2], &[(&w, &b)]);
        assert!(PolicyNet::from_bytes(&good).is_ok());
        let short = PolicyNet::from_bytes(&good[..good.len() - 1])
            .err()
            .unwrap();
        assert!(short.contains("ends early"), "{short}");
        let mut long = good.clone();
        long.push(0);
        let long = PolicyNet::from_bytes(&long).err().unwrap();
        assert!(long.contains("past the network's end"), "{long}");
        let other = PolicyNet::from_bytes(b"PK\x03\x04 a zip").err().unwrap();
        assert!(other.contains("URBSMLP1"), "{other}");
    }
}
